import { LOCALE_TAG, type TLocale } from "@store/domain/locales";
import { activeFlagNames, readFeatureFlags } from "@store/domain/feature-flags";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Suspense } from "react";
import { AccountArea } from "@/features/auth/account/account-area";
import { AuthSessionProvider } from "@/features/auth/auth-session-provider";
import { DialogRenderer } from "@/features/dialogs/dialog-renderer";
import { Analytics, isAppStorePage } from "@/features/shell/analytics";
import { DialogProvider } from "@/features/shell/dialog-host";
import { FeatureFlagBar } from "@/features/shell/feature-flag-bar";
import { PublicConfigProvider } from "@/features/shell/public-config";
import { SiteHeader } from "@/features/shell/site-header";
import { SystemRequirementsScript } from "@/features/shell/system-requirements";
import { ToastProvider } from "@/features/shell/toast-host";
import { CxToolScript } from "@/features/tracking/cx-tool-script";
import { Tracking } from "@/features/tracking/tracking";
import { clientMessages } from "@/i18n/client-messages";
import { config } from "@/server/config";
import { pageMetadata } from "@/server/metadata";
import { publicConfig } from "@/server/public-config";
import { readInitialSession } from "@/server/tenant-session/session";
import "./globals.css";

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata();
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, headerList, session] = await Promise.all([
    getLocale(),
    getMessages(),
    headers(),
    readInitialSession(),
  ]);
  const { FLAG_ENVIRONMENT, GTM_ID, SESSION_POLL_SECONDS, CX_TOOL_KEY, CX_TOOL_SCRIPT_URL } = config();
  const pathname = headerList.get("x-pathname") ?? "/";
  const appStorePage = isAppStorePage(pathname);
  // proxy.ts makes a nonce per response; scripts the store adds itself carry it (CSP).
  const nonce = headerList.get("x-nonce") ?? undefined;
  const flags = activeFlagNames(readFeatureFlags((name) => headerList.get(name), FLAG_ENVIRONMENT));

  return (
    <html lang={LOCALE_TAG[locale as TLocale] ?? "ja"}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <PublicConfigProvider value={publicConfig()}>
            <AuthSessionProvider session={session} pollSeconds={SESSION_POLL_SECONDS}>
              <DialogProvider>
                <ToastProvider>
                  <SkipLink />
                  <FeatureFlagBar flags={flags} />
                  <SiteHeader account={<AccountArea />} />
                  {children}
                  <DialogRenderer />
                </ToastProvider>
              </DialogProvider>
              <Suspense>
                <Tracking memberLogin={Boolean(GTM_ID)} cxKey={CX_TOOL_KEY ?? null} />
              </Suspense>
              <SystemRequirementsScript nonce={nonce} />
            </AuthSessionProvider>
          </PublicConfigProvider>
        </NextIntlClientProvider>
        {GTM_ID && appStorePage ? <Analytics gtmId={GTM_ID} nonce={nonce} /> : null}
        {CX_TOOL_KEY && CX_TOOL_SCRIPT_URL && appStorePage ? (
          <CxToolScript src={CX_TOOL_SCRIPT_URL} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

async function SkipLink() {
  const { getTranslations } = await import("next-intl/server");
  const t = await getTranslations("shell");
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
    >
      {t("skipToContent")}
    </a>
  );
}
