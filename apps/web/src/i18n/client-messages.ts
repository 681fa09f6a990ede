import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read (useT / useTranslations in "use client" files).
 * Only these travel to the browser with every page; the rest render on the server. A test fails
 * when a client component uses a namespace missing here.
 */
export const CLIENT_MESSAGE_NAMESPACES = [
  "account",
  "appDetail",
  "auth",
  "catalog",
  "connectionMethod",
  "dialogs",
  "errors",
  "footer",
  "header",
  "releaseNotes",
  "shell",
] as const;

/**
 * Namespaces only some area's client components read: its layout adds them to the shared ones (a
 * nested provider), so store pages do not carry the developer area's text. `validation` holds the
 * per-field messages the developer area's forms show from their own check of the schema; `media`
 * the image upload field of the editor; `preview` the warning bar and inert actions of previews
 * (features/portal/app-previews), which add it themselves; `preCheck` the pre-check checklist of the
 * draft editor and of the operators' review (with `appContent` for its field names); the `ops*`
 * namespaces the operator console's forms; `contactRequest` the request form of an app's contact page;
 * `developerWebhooks` the developer area's webhook settings; `accounts` the sign-in and password
 * forms of the developer and operator areas; `appPolicy` the app policy section of /tenant_admin;
 * `developerIntegrations` the developer area's OAuth clients and the draft editor's integration section.
 */
export const AREA_CLIENT_MESSAGE_NAMESPACES = [
  "accounts",
  "developerArea",
  "validation",
  "media",
  "preview",
  "draftEditor",
  "appContent",
  "preCheck",
  "opsReview",
  "opsProviders",
  "opsMails",
  "opsApps",
  "opsEditorial",
  "opsTerms",
  "opsAnnouncements",
  "contactRequest",
  "developerWebhooks",
  "developerIntegrations",
  "appPolicy",
] as const;
export type TAreaClientNamespace = (typeof AREA_CLIENT_MESSAGE_NAMESPACES)[number];

export function clientMessages(
  messages: AbstractIntlMessages,
  areaNamespaces: readonly TAreaClientNamespace[] = [],
): AbstractIntlMessages {
  return Object.fromEntries(
    [...CLIENT_MESSAGE_NAMESPACES, ...areaNamespaces]
      .filter((name) => name in messages)
      .map((name) => [name, messages[name]]),
  ) as AbstractIntlMessages;
}
