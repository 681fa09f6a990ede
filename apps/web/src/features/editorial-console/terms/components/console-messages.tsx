import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages, type TAreaClientNamespace } from "@/i18n/client-messages";

/** Sends an editorial console page's own messages to its client components (and no other page's). */
export async function ConsoleMessages({
  namespaces,
  children,
}: {
  namespaces: readonly TAreaClientNamespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
