import { LOCALE_TAG, type TLocale } from "@store/domain/locales";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { MonitoringBoundary } from "@/features/platform/monitoring/components/monitoring-boundary";
import { errorReportingSettings } from "@/features/platform/monitoring/server/error-reporting-settings";
import { PublicConfigProvider } from "@/server/public/public-config-context";
import { SkipLink } from "@/features/platform/page-frame/skip-link";
import { SystemRequirementsScript } from "@/features/platform/page-frame/system-requirements";
import { clientMessages } from "@/i18n/client-messages";
import { pageMetadata } from "@/server/pages/metadata";
import { publicConfig } from "@/server/public/public-config";
import "./globals.css";

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata();
}

/**
 * What every area shares: the document, the viewer's language and its messages, the public
 * settings, the skip link and the system-requirements check. Each area brings its own frame:
 * app/(store)/layout.tsx (the store), app/developers/(portal)/layout.tsx (the developer area; its
 * previews are in the store's, app/developers/(preview)/layout.tsx), app/ops/layout.tsx.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, headerList] = await Promise.all([getLocale(), getMessages(), headers()]);
  const nonce = headerList.get("x-nonce") ?? undefined;

  return (
    <html lang={LOCALE_TAG[locale as TLocale] ?? "ja"}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <PublicConfigProvider value={publicConfig()}>
            <SkipLink />
            <MonitoringBoundary reporting={errorReportingSettings()}>{children}</MonitoringBoundary>
            <SystemRequirementsScript nonce={nonce} />
          </PublicConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
