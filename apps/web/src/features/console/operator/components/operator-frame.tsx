import "server-only";
import { ACCOUNT_HOME_PATH, ACCOUNT_SIGN_IN_PATH } from "@store/domain/principals";
import type { ReactNode } from "react";
import { AreaFrame } from "@/features/platform/page-frame";
import { getT } from "@/i18n/get-t";
import { config } from "@/server/config";
import { readPagePrincipal } from "@/server/http/require-principal";
import { OPS_PATHS } from "@/paths/ops-paths";
import { countVoiceQueue } from "@/features/console/voice-moderation/index.server";

/** The operator area's frame: the staff member's name when signed in, nothing of them on the sign-in page. */
export async function OperatorFrame({ children }: { children: ReactNode }) {
  const [principal, t, tFooter] = await Promise.all([
    readPagePrincipal("operator"),
    getT("opsArea.frame"),
    getT("footer"),
  ]);
  // The voices waiting for an operator, in the menu (issue 28): one count on the status index.
  const voiceQueue = principal ? await countVoiceQueue() : 0;
  return (
    <AreaFrame
      homeHref={ACCOUNT_HOME_PATH.operator}
      storeName={config().STORE_NAME}
      areaLabel={t("areaLabel")}
      account={principal ? { person: principal.name } : null}
      accountLabel={t("signedInAs")}
      signOut={{
        path: "/api/ops/auth/sign_out",
        signInPath: ACCOUNT_SIGN_IN_PATH.operator,
        labels: { label: t("signOut"), pendingLabel: t("signingOut"), failedLabel: t("signOutFailed") },
      }}
      nav={{
        label: t("navLabel"),
        links: [
          { href: OPS_PATHS.home, label: t("nav.home"), exact: true },
          { href: OPS_PATHS.changeRequests, label: t("nav.changeRequests") },
          { href: OPS_PATHS.apps, label: t("nav.apps") },
          {
            href: OPS_PATHS.voices,
            label: voiceQueue > 0 ? t("nav.voicesWaiting", { count: voiceQueue }) : t("nav.voices"),
          },
          { href: OPS_PATHS.providers, label: t("nav.providers") },
          { href: OPS_PATHS.analytics, label: t("nav.analytics") },
          { href: OPS_PATHS.editorial, label: t("nav.editorial") },
          { href: OPS_PATHS.taxonomy, label: t("nav.taxonomy") },
          { href: OPS_PATHS.auditLog, label: t("nav.auditLog") },
          { href: OPS_PATHS.failedMails, label: t("nav.failedMails") },
        ],
      }}
      footer={{ label: t("footerLabel"), links: [{ href: "/", label: t("footer.store") }], note: t("footer.note") }}
      externalLinkLabel={tFooter("externalLink")}
    >
      {children}
    </AreaFrame>
  );
}
