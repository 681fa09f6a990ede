import "server-only";
import { activeFlagNames, readFeatureFlags, unlockedFeatures } from "@store/domain/feature-flags";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AccessRequestNotice } from "@/features/tenant/access-request/access-request-notice";
import { isPreviewRequest } from "@/paths/preview-request";
import { AccountArea } from "@/features/tenant/auth/account/account-area";
import { AuthSessionProvider } from "@/features/tenant/auth/auth-session-provider";
import { DialogRenderer } from "./dialog-renderer";
import { TrackingScripts } from "@/features/store/tracking/tracking-scripts";
import { config } from "@/server/config";
import { readInitialSession } from "@/server/tenant-session/session";
import { isAppStorePage } from "@/paths/app-store-page";
import { DialogProvider } from "@/client/dialog-host";
import { FeatureFlagBar } from "@/features/platform/page-frame/feature-flag-bar";
import { LoginPrompt } from "./login-prompt";
import { SignInCancelledToast } from "./sign-in-cancelled-toast";
import { SiteHeader } from "./site-header";
import { ToastProvider } from "@/client/toast-host";

/**
 * The frame of the app-store pages (SPEC §2 Shell): the tenant session, the feature-flag bar,
 * the store header, the one dialog and the toast, and the tracking and analytics that only
 * app-store pages get. Each page adds its own main landmark and footer (PageFrame).
 */
export async function StoreFrame({ children }: { children: ReactNode }) {
  const [headerList, session] = await Promise.all([headers(), readInitialSession()]);
  const { FLAG_ENVIRONMENT, GTM_ID, SESSION_POLL_SECONDS, CX_TOOL_KEY, CX_TOOL_SCRIPT_URL } = config();
  // A preview (SPEC §2) is shown in the store's frame but never counted: no analytics scripts.
  const returnTo = new URL(headerList.get("x-return-to") ?? "/", "http://store.invalid");
  const appStorePage =
    isAppStorePage(headerList.get("x-pathname") ?? "/") && !isPreviewRequest(returnTo.pathname, returnTo.searchParams);
  // proxy.ts makes a nonce per response; scripts the store adds itself carry it (CSP).
  const nonce = headerList.get("x-nonce") ?? undefined;
  const featureFlags = readFeatureFlags((name) => headerList.get(name), FLAG_ENVIRONMENT);
  const flags = activeFlagNames(featureFlags);
  const unlocked = unlockedFeatures(featureFlags);

  return (
    <AuthSessionProvider session={session} pollSeconds={SESSION_POLL_SECONDS}>
      <DialogProvider>
        <ToastProvider>
          <FeatureFlagBar flags={flags} />
          <SiteHeader account={<AccountArea />} />
          <AccessRequestNotice />
          {children}
          <DialogRenderer />
          {unlocked.includes("loginPrompt") ? <LoginPrompt /> : null}
          <SignInCancelledToast />
        </ToastProvider>
      </DialogProvider>
      {GTM_ID || CX_TOOL_KEY ? (
        <TrackingScripts
          memberLogin={Boolean(GTM_ID)}
          cxKey={CX_TOOL_KEY ?? null}
          gtmId={GTM_ID && appStorePage ? GTM_ID : null}
          cxScript={CX_TOOL_KEY && CX_TOOL_SCRIPT_URL && appStorePage ? CX_TOOL_SCRIPT_URL : null}
          nonce={nonce}
        />
      ) : null}
    </AuthSessionProvider>
  );
}
