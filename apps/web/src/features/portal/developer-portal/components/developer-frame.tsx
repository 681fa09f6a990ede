import "server-only";
import { personName } from "@store/domain/person-name";
import { ACCOUNT_HOME_PATH, ACCOUNT_SIGN_IN_PATH } from "@store/domain/principals";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { ACCOUNT_PAGES } from "@/paths/account-paths";
import { AreaFrame } from "@/features/platform/page-frame";
import { clientMessages } from "@/i18n/client-messages";
import { getT } from "@/i18n/get-t";
import { config } from "@/server/config";
import { readPagePrincipal } from "@/server/http/require-principal";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { requestLocale } from "@/server/pages/request-locale";

/**
 * The developer area's frame (SPEC §2 Developer area): the provider's company and the user's
 * name when signed in, nothing of them on the sign-in pages. Its client components read the
 * `developerArea` and `validation` messages, which only this area's pages carry.
 */
export async function DeveloperFrame({ children }: { children: ReactNode }) {
  const [principal, locale, messages, t, tFooter, tLeads, tWebhooks, tIntegrations, tVoices, tAnalytics] =
    await Promise.all([
      readPagePrincipal("providerUser"),
      requestLocale(),
      getMessages(),
      getT("developerArea.frame"),
      getT("footer"),
      getT("developerLeads"),
      getT("developerWebhooks"),
      getT("developerIntegrations"),
      getT("developers.voices"),
      getT("developers.analytics"),
    ]);
  const { STORE_NAME, PARTNERS_DEVELOPER_URL } = config();
  return (
    <NextIntlClientProvider
      messages={clientMessages(messages, [
        "accounts",
        "developerArea",
        "validation",
        "media",
        "draftEditor",
        "appContent",
        "preCheck",
        "developerWebhooks",
        "developerIntegrations",
        "developers",
      ])}
    >
      <AreaFrame
        homeHref={ACCOUNT_HOME_PATH.providerUser}
        storeName={STORE_NAME}
        areaLabel={t("areaLabel")}
        account={
          principal
            ? {
                organisation: principal.appProviderName,
                person: personName(principal, locale),
              }
            : null
        }
        accountLabel={t("signedInAs")}
        signOut={{
          path: "/api/developers/auth/sign_out",
          signInPath: ACCOUNT_SIGN_IN_PATH.providerUser,
          labels: { label: t("signOut"), pendingLabel: t("signingOut"), failedLabel: t("signOutFailed") },
        }}
        nav={{
          label: t("navLabel"),
          links: [
            { href: DEVELOPER_PATHS.home, label: t("nav.home"), exact: true },
            { href: DEVELOPER_PATHS.apps, label: t("nav.apps") },
            { href: DEVELOPER_PATHS.analytics, label: tAnalytics("nav") },
            { href: DEVELOPER_PATHS.leads, label: tLeads("nav") },
            { href: DEVELOPER_PATHS.webhooks, label: tWebhooks("nav") },
            { href: DEVELOPER_PATHS.integrations, label: tIntegrations("nav") },
            { href: DEVELOPER_PATHS.voices, label: tVoices("nav") },
            { href: DEVELOPER_PATHS.profile, label: t("nav.profile") },
            // SPEC §3: a provider user changes their own password only when allowPasswordChange.
            ...(principal?.allowPasswordChange
              ? [{ href: ACCOUNT_PAGES.providerUser.passwordEdit, label: t("nav.password") }]
              : []),
          ],
        }}
        footer={{
          label: t("footerLabel"),
          links: [
            { href: "/", label: t("footer.store") },
            { href: "/partner-terms", label: tFooter("partnerTerms") },
            { href: "/partner-api-terms", label: tFooter("partnerApiTerms") },
            { href: PARTNERS_DEVELOPER_URL, label: tFooter("partnersDeveloper"), external: true },
          ],
          note: t("footer.note"),
        }}
        externalLinkLabel={tFooter("externalLink")}
      >
        {children}
      </AreaFrame>
    </NextIntlClientProvider>
  );
}
