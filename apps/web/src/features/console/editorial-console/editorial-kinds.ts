import { TERMS_KINDS } from "@store/domain/enums";
import type { TAuditSubject } from "@store/domain/schemas/audit-event";
import {
  ANNOUNCEMENT_BODY_MAX,
  EDITORIAL_CONTENT_KINDS,
  EDITORIAL_LIMITS,
  ORDERED_EDITORIAL_KINDS,
  TERMS_MARKDOWN_MAX,
  type TEditorialContentKind,
} from "@store/domain/schemas/editorial";

// The console's one description of each editorial kind: its fields, in the form's order, and what
// the list, the audit log and the public store call it. The form, the list and the services all
// read this instead of eight hand-written copies.

/** The kinds the one editorial stack edits: the store's content kinds, announcements to providers, terms. */
export type TConsoleKind = TEditorialContentKind | "announcements" | "terms";

export type TFieldType =
  | "text"
  | "textarea"
  | "richText"
  | "markdown"
  | "image"
  | "datetime"
  | "apps"
  | "categories"
  | "url"
  | "select";

export type TFieldSpec = {
  /** The input's field name in the API body (and the message key of its label). */
  name: string;
  type: TFieldType;
  required: boolean;
  max?: number;
  /** Message keys of the label and hint when the kind words them itself (else opsEditorial.form's). */
  messages?: { label: string; hint?: string };
  /** A select's values, and the message namespace that names each. */
  options?: { values: readonly string[]; labels: string };
  /** Chosen when the item is created, never changed (a terms version's kind). */
  createOnly?: boolean;
  /** A new item starts at the current time (a terms version's effective time). */
  defaultNow?: boolean;
};

export type TKindSpec = {
  fields: readonly TFieldSpec[];
  subject: TAuditSubject;
  /** Whether the operator orders the items (position); others order by their dates. */
  ordered: boolean;
  /** The public page that shows an item of this kind. */
  publicPath: (id: number) => string;
};

const L = EDITORIAL_LIMITS;
const field = (
  name: string,
  type: TFieldType,
  required: boolean,
  max?: number,
  more: Omit<TFieldSpec, "name" | "type" | "required" | "max"> = {},
): TFieldSpec => ({
  name,
  type,
  required,
  ...(max ? { max } : {}),
  ...more,
});

/** A terms field worded by the terms console's own messages. */
const termsWords = (label: string, hint?: string) => ({
  messages: { label: `opsTerms.form.${label}`, ...(hint ? { hint: `opsTerms.form.${hint}` } : {}) },
});

const banner = [
  field("linkUrl", "url", true, L.url),
  field("imageUrl", "image", true),
  field("alt", "text", true, L.alt),
];

export const EDITORIAL_KIND_SPECS: Record<TConsoleKind, TKindSpec> = {
  specials: {
    fields: [
      field("title", "text", true, L.title),
      field("description", "textarea", true, L.description),
      field("body", "richText", false, L.body),
      field("heroImageUrl", "image", false),
      field("appIds", "apps", false, L.apps),
    ],
    subject: "special",
    ordered: true,
    publicPath: (id) => `/specials/${id}`,
  },
  campaigns: {
    fields: [
      field("title", "text", true, L.title),
      field("description", "textarea", true, L.description),
      field("benefits", "textarea", true, L.longText),
      field("conditions", "textarea", true, L.longText),
      field("imageUrl", "image", false),
      field("startsAt", "datetime", true),
      field("endsAt", "datetime", true),
      field("appIds", "apps", false, L.apps),
    ],
    subject: "campaign",
    ordered: false,
    publicPath: () => "/campaigns",
  },
  cases: {
    fields: [
      field("companyName", "text", true, L.shortText),
      field("companySize", "text", true, L.shortText),
      field("industry", "text", true, L.shortText),
      field("title", "text", true, L.title),
      field("summary", "textarea", true, L.description),
      field("body", "richText", true, L.body),
      field("imageUrl", "image", false),
      field("appIds", "apps", false, L.apps),
    ],
    subject: "case",
    ordered: false,
    publicPath: (id) => `/cases/${id}`,
  },
  news: {
    fields: [
      field("title", "text", true, L.title),
      field("bodyContent", "richText", true, L.body),
      field("categories", "categories", false, L.categories),
    ],
    subject: "news",
    ordered: false,
    publicPath: () => "/",
  },
  pickups: { fields: banner, subject: "pickupLink", ordered: true, publicPath: () => "/" },
  top_links: { fields: banner, subject: "topLink", ordered: true, publicPath: () => "/" },
  // Read by providers in the developer area, not by the public store.
  announcements: {
    fields: [field("title", "text", true, L.title), field("body", "richText", true, ANNOUNCEMENT_BODY_MAX)],
    subject: "providerAnnouncement",
    ordered: false,
    publicPath: (id) => `/developers/app_provider_announcements/${id}`,
  },
  // Versioned: a version is written while unpublished, then published for good; it applies from its
  // effective time, and its Markdown is shown rendered beside the editor.
  terms: {
    fields: [
      field("kind", "select", true, undefined, {
        ...termsWords("kind"),
        options: { values: TERMS_KINDS, labels: "opsTerms.kinds" },
        createOnly: true,
      }),
      field("version", "text", true, 40, termsWords("version", "versionHint")),
      field("title", "text", true, L.title, termsWords("title")),
      field("effectiveAt", "datetime", true, undefined, {
        ...termsWords("effectiveAt", "effectiveAtHint"),
        defaultNow: true,
      }),
      field("bodyMarkdown", "markdown", true, TERMS_MARKDOWN_MAX, termsWords("body", "bodyHint")),
    ],
    subject: "termsVersion",
    ordered: false,
    publicPath: () => "/terms",
  },
};

export function isEditorialContentKind(kind: string): kind is TEditorialContentKind {
  return (EDITORIAL_CONTENT_KINDS as readonly string[]).includes(kind);
}

export function isOrderedKind(kind: TConsoleKind): kind is (typeof ORDERED_EDITORIAL_KINDS)[number] {
  return (ORDERED_EDITORIAL_KINDS as readonly string[]).includes(kind);
}
