// What a change request changes (issue 11, review): the published content of an app (null for a new
// app) against its draft, field by field. Nested lists match their items by `id`, so a reviewer
// reads "added", "removed", "changed (these sub-fields)" and "moved" rather than a line diff.
import {
  type CONNECTION_LISTS,
  type TAppContent,
  type TContentConnection,
  type TContentConnectionItem,
  TRANSLATED_FIELDS,
  ZAppContent,
} from "./schemas/app-content";
import { TRANSLATED_LOCALES } from "./localized-names";

/** A field's value as the diff shows it: scalars, or a list of ids or strings. */
export type TDiffValue = string | number | boolean | null | readonly (string | number)[];

/** How a value reads: images get thumbnails, links stay links, rich text is HTML, ids are taxonomy. */
export type TDiffValueKind =
  | "text"
  | "richText"
  | "image"
  | "link"
  | "choice"
  | "flag"
  | "categoryIds"
  | "tagIds"
  | "scopes";

export type TFieldDiff = {
  /** The content's field name, dotted for nested objects (`campaign.benefits`, `connection.note`). */
  field: string;
  kind: TDiffValueKind;
  before: TDiffValue;
  after: TDiffValue;
  changed: boolean;
};

export type TListItemDiff =
  | { id: number; change: "added"; position: number; fields: TFieldDiff[] }
  | { id: number; change: "removed"; position: number; fields: TFieldDiff[] }
  /** `fields` holds only the sub-fields that changed; `moved` when its place among the kept items changed. */
  | { id: number; change: "changed"; position: number; fields: TFieldDiff[]; moved: boolean }
  | { id: number; change: "moved"; position: number; from: number }
  | { id: number; change: "unchanged"; position: number };

/** The nested lists, by content path. */
export const DIFF_LISTS = [
  "features",
  "images",
  "usages",
  "releases",
  "connection.basicItems",
  "connection.groupItems",
  "connection.customItems",
] as const;
export type TDiffList = (typeof DIFF_LISTS)[number];

export type TListDiff = { list: TDiffList; items: TListItemDiff[]; changed: boolean };

export type TAppContentDiff = {
  /** No published content: every field and item is new. */
  isNewApp: boolean;
  fields: TFieldDiff[];
  lists: TListDiff[];
  /** Changed fields plus lists with any change. */
  changedCount: number;
  unchangedCount: number;
};

const FIELD_KINDS: Record<string, TDiffValueKind> = {
  logoImage: "image",
  lineupImage: "image",
  thumbnailImage: "image",
  "connection.image": "image",
  imageUrl: "image",
  url: "link",
  idpAppUrl: "link",
  helpUrl: "link",
  contactUrl: "link",
  termsUrl: "link",
  demoRequestUrl: "link",
  suiteSchoolUrl: "link",
  documentUrl: "link",
  documentEyecatchUrl: "image",
  serviceUrl: "link",
  inquiryUrl: "link",
  embedUrl: "link",
  "idpHelp.url": "link",
  "suiteDataHelp.url": "link",
  "integration.scopes": "scopes",
  "integration.ssoMetadataUrl": "link",
  "integration.acsUrl": "link",
  "integration.dataSyncUrl": "link",
  body: "richText",
  integrationType: "choice",
  primaryActionType: "choice",
  inquiryActionType: "choice",
  embedType: "choice",
  direction: "choice",
  planId: "choice",
  ssoSupported: "flag",
  triable: "flag",
  categoryIds: "categoryIds",
  tagIds: "tagIds",
};

/** The image of a screenshot is its `url`; everywhere else `url` is a link. */
const ITEM_FIELD_KINDS: Partial<Record<TDiffList, Record<string, TDiffValueKind>>> = { images: { url: "image" } };

const kindOf = (field: string, list?: TDiffList): TDiffValueKind =>
  (list && ITEM_FIELD_KINDS[list]?.[field]) ??
  FIELD_KINDS[field] ??
  (field.startsWith("translations.") && field.endsWith(".body") ? "richText" : "text");

const same = (a: TDiffValue, b: TDiffValue) => JSON.stringify(a) === JSON.stringify(b);

/** Empty in the sense of "nothing to show": a new app's field is only a change when it has something. */
const isBlank = (value: TDiffValue) =>
  value === null || value === "" || value === false || (Array.isArray(value) && value.length === 0);

function field(name: string, kind: TDiffValueKind, before: TDiffValue | undefined, after: TDiffValue): TFieldDiff {
  const was = before === undefined ? null : before;
  const changed = before === undefined ? !isBlank(after) : !same(was, after);
  return { field: name, kind, before: was, after, changed };
}

type TFlat = Record<string, TDiffValue>;

const LIST_FIELDS = new Set(["features", "images", "usages", "releases", "translations"]);

/** A nested object's fields, flattened to dotted names (all null when the object is). */
const NESTED: Record<string, (content: TAppContent) => TFlat> = {
  campaign: ({ campaign }) => ({
    "campaign.benefits": campaign?.benefits ?? null,
    "campaign.conditions": campaign?.conditions ?? null,
  }),
  idpHelp: ({ idpHelp }) => ({ "idpHelp.title": idpHelp?.title ?? null, "idpHelp.url": idpHelp?.url ?? null }),
  suiteDataHelp: ({ suiteDataHelp }) => ({
    "suiteDataHelp.title": suiteDataHelp?.title ?? null,
    "suiteDataHelp.url": suiteDataHelp?.url ?? null,
  }),
  integration: ({ integration }) => ({
    "integration.oauthClientId": integration.oauthClientId,
    "integration.scopes": [...integration.scopes].sort(),
    "integration.addonKey": integration.addonKey,
    "integration.ssoMetadataUrl": integration.ssoMetadataUrl,
    "integration.acsUrl": integration.acsUrl,
    "integration.dataSyncUrl": integration.dataSyncUrl,
  }),
  connection: ({ connection }) => ({
    "connection.image": connection?.image ?? null,
    "connection.note": connection?.note ?? null,
    "connection.plans": connection?.plans ?? [],
  }),
};

/**
 * The scalar fields of content in the schema's order (the editor's order; stored JSON comes back
 * in another), nested objects flattened to dotted names, lists left out.
 */
function flatScalars(content: TAppContent): TFlat {
  const flat: TFlat = {};
  for (const name of Object.keys(ZAppContent.shape) as (keyof TAppContent)[]) {
    if (LIST_FIELDS.has(name)) continue;
    const nested = NESTED[name];
    if (nested) Object.assign(flat, nested(content));
    else flat[name] = content[name] as TDiffValue;
  }
  return flat;
}

type TItem = { id: number } & Record<string, TDiffValue>;

function listItems(content: TAppContent | null, list: TDiffList): TItem[] {
  if (!content) return [];
  if (list.startsWith("connection.")) {
    const name = list.slice("connection.".length) as (typeof CONNECTION_LISTS)[number];
    const connection: TContentConnection | null = content.connection;
    return (connection?.[name] ?? []) as (TContentConnectionItem & TItem)[];
  }
  return content[list as "features" | "images" | "usages" | "releases"] as unknown as TItem[];
}

function itemFields(list: TDiffList, before: TItem | undefined, after: TItem | undefined): TFieldDiff[] {
  const names = Object.keys(after ?? before ?? {}).filter((name) => name !== "id");
  return names.map((name) => {
    const kind = kindOf(name, list);
    if (!after) return { field: name, kind, before: before?.[name] ?? null, after: null, changed: true };
    return field(name, kind, before ? (before[name] ?? null) : undefined, after[name] ?? null);
  });
}

/**
 * One list's items by id: the draft's items in their order (added, changed, moved, unchanged),
 * then the removed ones. An item moved when its place among the items both sides keep changed,
 * so an insertion above it does not count as a move.
 */
export function diffList(list: TDiffList, before: readonly TItem[], after: readonly TItem[]): TListDiff {
  const beforeById = new Map(before.map((item) => [item.id, item]));
  const afterIds = new Set(after.map((item) => item.id));
  const keptBefore = before.filter((item) => afterIds.has(item.id)).map((item) => item.id);
  const keptAfter = after.filter((item) => beforeById.has(item.id)).map((item) => item.id);
  const items: TListItemDiff[] = after.map((item, position) => {
    const old = beforeById.get(item.id);
    if (!old) return { id: item.id, change: "added", position, fields: itemFields(list, undefined, item) };
    const moved = keptBefore.indexOf(item.id) !== keptAfter.indexOf(item.id);
    const changedFields = itemFields(list, old, item).filter((diff) => diff.changed);
    if (changedFields.length > 0) return { id: item.id, change: "changed", position, fields: changedFields, moved };
    if (moved) return { id: item.id, change: "moved", position, from: before.indexOf(old) };
    return { id: item.id, change: "unchanged", position };
  });
  before.forEach((item, position) => {
    if (!afterIds.has(item.id)) {
      items.push({ id: item.id, change: "removed", position, fields: itemFields(list, item, undefined) });
    }
  });
  return { list, items, changed: items.some((item) => item.change !== "unchanged") };
}

/**
 * The translations' fields (issue 31), flattened to `translations.{locale}.{field}` for every
 * locale either side has, so an added, changed or removed translation reads like any field.
 */
function flatTranslations(content: TAppContent | null, locales: readonly string[]): TFlat {
  const flat: TFlat = {};
  for (const locale of locales) {
    const translation = content?.translations?.[locale as keyof TAppContent["translations"]];
    for (const name of TRANSLATED_FIELDS) flat[`translations.${locale}.${name}`] = translation?.[name] || null;
  }
  return flat;
}

/** The published content (`before`, null for a new app) against the draft (`after`). */
export function diffAppContent(before: TAppContent | null, after: TAppContent): TAppContentDiff {
  // Content stored before translations existed has none.
  const locales = TRANSLATED_LOCALES.filter((locale) => before?.translations?.[locale] || after.translations?.[locale]);
  const was = before ? { ...flatScalars(before), ...flatTranslations(before, locales) } : null;
  const now = { ...flatScalars(after), ...flatTranslations(after, locales) };
  const fields = Object.entries(now).map(([name, value]) =>
    field(name, kindOf(name), was ? (was[name] ?? null) : undefined, value),
  );
  const lists = DIFF_LISTS.map((list) => diffList(list, listItems(before, list), listItems(after, list)));
  const changedCount = fields.filter((diff) => diff.changed).length + lists.filter((list) => list.changed).length;
  return {
    isNewApp: before === null,
    fields,
    lists,
    changedCount,
    unchangedCount: fields.length + lists.length - changedCount,
  };
}
