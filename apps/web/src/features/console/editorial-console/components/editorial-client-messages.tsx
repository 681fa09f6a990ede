import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages, type TAreaClientNamespace } from "@/i18n/client-messages";

const EDITORIAL_NAMESPACES: readonly TAreaClientNamespace[] = ["opsEditorial", "media", "validation"];

/**
 * The editorial console's client components read these namespaces, which only its pages carry (a
 * kind with parts of its own, terms, names its namespace instead).
 */
export async function EditorialClientMessages({
  namespaces = EDITORIAL_NAMESPACES,
  children,
}: {
  namespaces?: readonly TAreaClientNamespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
