import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/i18n/client-messages";

/** The editorial console's client components read these namespaces, which only its pages carry. */
export async function EditorialClientMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["opsEditorial", "media", "validation"])}>
      {children}
    </NextIntlClientProvider>
  );
}
