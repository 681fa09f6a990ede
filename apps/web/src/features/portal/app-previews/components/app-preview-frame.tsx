import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/i18n/client-messages";
import { LazyPreviewBar } from "./lazy-preview-bar";

const CONTENT_ID = "preview-content";

/** A preview's page (SPEC §2): the warning bar on top of the page exactly as the store shows it. */
export async function AppPreviewFrame({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["preview"])}>
      <LazyPreviewBar contentId={CONTENT_ID} />
      <div id={CONTENT_ID} tabIndex={-1} className="outline-none" data-preview="">
        {children}
      </div>
    </NextIntlClientProvider>
  );
}
