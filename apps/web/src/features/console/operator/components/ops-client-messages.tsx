import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages, type TAreaClientNamespace } from "@/i18n/client-messages";

/** Gives a console page's client components their own namespace's text (only those pages carry it). */
export async function OpsClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly TAreaClientNamespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
