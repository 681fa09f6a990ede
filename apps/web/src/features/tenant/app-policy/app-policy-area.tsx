import "server-only";
import type { TAppPolicy } from "@store/domain/schemas/app-policy";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { clientMessages } from "@/i18n/client-messages";
import { AppPolicySection } from "./app-policy-section";

/** The app policy section with its own texts, which only /tenant_admin sends to the browser. */
export async function AppPolicyArea({ policy }: { policy: TAppPolicy }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["appPolicy"])}>
      <AppPolicySection initial={policy} />
    </NextIntlClientProvider>
  );
}
