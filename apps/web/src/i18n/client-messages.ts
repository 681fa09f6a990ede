import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read (useT / useTranslations in "use client" files).
 * Only these travel to the browser with every page; the rest render on the server. A test fails
 * when a client component uses a namespace missing here.
 */
export const CLIENT_MESSAGE_NAMESPACES = [
  "account",
  "accounts",
  "appDetail",
  "auth",
  "catalog",
  "dialogs",
  "errors",
  "footer",
  "header",
  "partner",
  "shell",
] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    CLIENT_MESSAGE_NAMESPACES.filter((name) => name in messages).map((name) => [name, messages[name]]),
  ) as AbstractIntlMessages;
}
