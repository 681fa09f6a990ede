import type { TAuditSubject } from "@store/domain/schemas/audit-event";
import {
  EDITORIAL_CONTENT_KINDS,
  EDITORIAL_LIMITS,
  ORDERED_EDITORIAL_KINDS,
  type TEditorialContentKind,
} from "@store/domain/schemas/editorial";

// The console's one description of each editorial kind: its fields, in the form's order, and what
// the list, the audit log and the public store call it. The form, the list and the services all
// read this instead of eight hand-written copies.

export type TFieldType = "text" | "textarea" | "richText" | "image" | "datetime" | "apps" | "categories" | "url";

export type TFieldSpec = {
  /** The input's field name in the API body (and the message key of its label). */
  name: string;
  type: TFieldType;
  required: boolean;
  max?: number;
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
const field = (name: string, type: TFieldType, required: boolean, max?: number): TFieldSpec => ({
  name,
  type,
  required,
  ...(max ? { max } : {}),
});

const banner = [
  field("linkUrl", "url", true, L.url),
  field("imageUrl", "image", true),
  field("alt", "text", true, L.alt),
];

export const EDITORIAL_KIND_SPECS: Record<TEditorialContentKind, TKindSpec> = {
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
};

export function isEditorialContentKind(kind: string): kind is TEditorialContentKind {
  return (EDITORIAL_CONTENT_KINDS as readonly string[]).includes(kind);
}

export function isOrderedKind(kind: TEditorialContentKind): kind is (typeof ORDERED_EDITORIAL_KINDS)[number] {
  return (ORDERED_EDITORIAL_KINDS as readonly string[]).includes(kind);
}
