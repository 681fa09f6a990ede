import "server-only";
import type { TAccountTokenPurpose, TAccountTokenState } from "@store/domain/account-rules";
import type { TAccountAudience } from "@store/domain/principals";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getT } from "@/i18n/get-t";
import { config } from "@/server/config";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import type { TSearchParams } from "@/server/pages/page";
import { readPagePrincipal, requirePrincipal } from "@/server/http/require-principal";
import {
  ACCOUNT_PAGES,
  accountCallbackUrl,
  INVITATION_TOKEN_PARAM,
  RESET_PASSWORD_TOKEN_PARAM,
} from "@/paths/account-paths";
import { checkAccountToken } from "./server/check-account-token";
import { AccountPanel, UnusableLink } from "./components/account-panel";
import { ChangePasswordForm } from "./components/change-password-form";
import { NewPasswordForm } from "./components/new-password-form";
import { RequestPasswordResetForm } from "./components/request-password-reset-form";
import { SignInForm } from "./components/sign-in-form";

// The sign-in side's pages of both areas (SPEC §2 developer area; the operator's under /ops), as
// server components the thin page files render. They show inside whatever frame the area's layout
// gives them, and are never indexed.

function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The sign-in pages' query (page.ts): where to go on afterwards. */
export const ZSignInPageQuery = z.object({ callbackUrl: z.string() });

/** The invitation page's query: the mail's token. */
export const ZInvitationPageQuery = z.object({ [INVITATION_TOKEN_PARAM]: z.string() });

/**
 * The password edit page's query, read as typed: an empty token is a link that cannot be used
 * (its own message), not a missing one (the signed-in change).
 */
export function passwordEditPageQuery(search: TSearchParams): { token: string | undefined } {
  return { token: firstParam(search[RESET_PASSWORD_TOKEN_PARAM]) };
}

type TMetaKey = "providerSignIn" | "operatorSignIn" | "invitation" | "passwordReset" | "passwordEdit";

export async function accountPageMetadata(key: TMetaKey): Promise<Metadata> {
  const t = await getT("accounts");
  return pageMetadata({ title: t(`meta.${key}`), noIndex: true });
}

/** Sign-in: a signed-in person goes straight on; `callbackUrl` only to a page of the same area. */
export async function SignInPage({
  audience,
  callbackUrl: asked,
}: {
  audience: TAccountAudience;
  callbackUrl: string | undefined;
}) {
  const origin = new URL(config().BASE_URL).origin;
  const callbackUrl = accountCallbackUrl(asked, audience, origin);
  if (await readPagePrincipal(audience)) redirect(callbackUrl);
  const t = await getT("accounts");
  const provider = audience === "providerUser";
  return (
    <AccountPanel
      title={t(provider ? "signIn.providerTitle" : "signIn.operatorTitle")}
      lead={<p>{t(provider ? "signIn.providerLead" : "signIn.operatorLead")}</p>}
    >
      <SignInForm audience={audience} callbackUrl={callbackUrl} />
      {provider ? <p className="mt-6 text-sm text-ink-muted">{t("signIn.noAccount")}</p> : null}
    </AccountPanel>
  );
}

const TOKEN_MESSAGE: Record<TAccountTokenPurpose, Record<Exclude<TAccountTokenState, "live">, string>> = {
  invitation: {
    unknown: "errors.invitationUnknown",
    expired: "errors.invitationExpired",
    used: "errors.invitationUsed",
  },
  password_reset: { unknown: "errors.resetUnknown", expired: "errors.resetExpired", used: "errors.resetUsed" },
};

/** Invitation acceptance: the policy and the form for a live link; otherwise what happened and the way on. */
export async function AcceptInvitationPage({ token }: { token: string | undefined }) {
  const checked = await checkAccountToken(await getDb(), { audience: "providerUser", purpose: "invitation", token });
  const t = await getT("accounts");
  if (checked.state !== "live" || !token || !checked.email) {
    const state = checked.state === "live" ? "unknown" : checked.state;
    return (
      <AccountPanel title={t("invitation.unusableTitle")}>
        <UnusableLink
          message={t(TOKEN_MESSAGE.invitation[state])}
          action={{ href: ACCOUNT_PAGES.providerUser.signIn, label: t("invitation.toSignIn") }}
        />
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title={t("invitation.title")} lead={<p>{t("invitation.lead")}</p>}>
      <NewPasswordForm audience="providerUser" purpose="invitation" token={token} email={checked.email} />
    </AccountPanel>
  );
}

/** Asking for a reset mail. */
export async function RequestPasswordResetPage({ audience }: { audience: TAccountAudience }) {
  const t = await getT("accounts");
  return (
    <AccountPanel title={t("passwordReset.title")} lead={<p>{t("passwordReset.lead")}</p>}>
      <RequestPasswordResetForm audience={audience} />
    </AccountPanel>
  );
}

async function ResetWithToken({ audience, token }: { audience: TAccountAudience; token: string }) {
  const checked = await checkAccountToken(await getDb(), { audience, purpose: "password_reset", token });
  const t = await getT("accounts");
  if (checked.state !== "live" || !checked.email) {
    const state = checked.state === "live" ? "unknown" : checked.state;
    return (
      <AccountPanel title={t("passwordEdit.unusableTitle")}>
        <UnusableLink
          message={t(TOKEN_MESSAGE.password_reset[state])}
          action={{ href: ACCOUNT_PAGES[audience].passwordReset, label: t("passwordEdit.requestNew") }}
        />
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title={t("passwordEdit.title")} lead={<p>{t("passwordEdit.lead")}</p>}>
      <NewPasswordForm audience={audience} purpose="password_reset" token={token} email={checked.email} />
    </AccountPanel>
  );
}

/**
 * The new password: with the mail's token for either audience; without one, a signed-in provider
 * user changes theirs when the account allows it (others are sent to sign in first).
 */
export async function PasswordEditPage({ audience, token }: { audience: TAccountAudience; token: string | undefined }) {
  if (token !== undefined || audience === "operator") {
    return <ResetWithToken audience={audience} token={token ?? ""} />;
  }
  const principal = await requirePrincipal("providerUser");
  const t = await getT("accounts");
  return (
    <AccountPanel title={t("passwordChange.title")} lead={<p>{t("passwordChange.lead")}</p>}>
      {principal.allowPasswordChange ? (
        <ChangePasswordForm email={principal.email} />
      ) : (
        <UnusableLink
          message={t("passwordChange.notAllowed")}
          action={{ href: ACCOUNT_PAGES.providerUser.home, label: t("passwordChange.backHome") }}
        />
      )}
    </AccountPanel>
  );
}
