import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read (useT / useTranslations in "use client" files).
 * Only these travel to the browser with every page; the rest render on the server. A test fails
 * when a client component uses a namespace missing here. A dotted name sends one part of a
 * namespace: `voices.report` is the report dialog's text without the rest of `voices`, which the
 * server renders (issue 28).
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
  "voices.helpfulButton",
  "voices.report",
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
 * `developerIntegrations` the developer area's OAuth clients and the draft editor's integration section;
 * `developers` the developer area's reply forms under user voices (`developers.voices`, issue 28);
 * `voices.write` and `voices.checks` the page where a tenant user writes their voice (issue 28);
 * `ops.voices.actions` the buttons and reason forms of the console's voice moderation (issue 28);
 * `developers.analytics.filter` and `.ranges` the analytics filters the operator's /ops/analytics
 * shares with the developer area (issue 29).
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
  "developers",
  "voices.write",
  "voices.checks",
  "ops.voices.actions",
  "developers.analytics.filter",
  "developers.analytics.ranges",
  "opsTaxonomy",
] as const;
export type TAreaClientNamespace = (typeof AREA_CLIENT_MESSAGE_NAMESPACES)[number];

type TMessageNode = AbstractIntlMessages[string];

/** Copies `messages`' entry at `path` into `picked`, copying the objects on the way (never changing `messages`). */
function pickPath(picked: AbstractIntlMessages, messages: AbstractIntlMessages, path: string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !(head in messages)) return;
  const value = messages[head] as TMessageNode;
  if (rest.length === 0 || typeof value === "string") {
    picked[head] = value;
    return;
  }
  const current = picked[head];
  const copy: AbstractIntlMessages = typeof current === "object" ? { ...current } : {};
  pickPath(copy, value, rest);
  if (Object.keys(copy).length > 0) picked[head] = copy;
}

export function clientMessages(
  messages: AbstractIntlMessages,
  areaNamespaces: readonly TAreaClientNamespace[] = [],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  // Whole namespaces last: one an area sends whole wins over a part of it the store sends.
  const names = [...CLIENT_MESSAGE_NAMESPACES, ...areaNamespaces] as string[];
  for (const name of [...names.filter((n) => n.includes(".")), ...names.filter((n) => !n.includes("."))]) {
    pickPath(picked, messages, name.split("."));
  }
  return picked;
}
