// The operator console's side of the editorial tables (issue 11): every row whatever its
// publication, by kind, with the apps it lists. The public side (published rows only) stays in
// specials.ts, campaigns.ts, cases.ts, news.ts and links.ts.
import type { TEditorialContentKind } from "@store/domain/schemas/editorial";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TDb } from "../client";
import { appNameOrder } from "./app-search";
import { apps } from "../schema/apps";
import {
  campaignApps,
  campaigns,
  caseApps,
  cases,
  links,
  news,
  specialApps,
  specials,
  type TLinkKind,
} from "../schema/editorial";

/** The columns an operator writes, per kind (publication and order have their own calls). */
export type TEditorialValues = {
  specials: Pick<typeof specials.$inferInsert, "title" | "description" | "body" | "heroImageUrl" | "translations">;
  campaigns: Pick<
    typeof campaigns.$inferInsert,
    "title" | "description" | "benefits" | "conditions" | "imageUrl" | "startsAt" | "endsAt" | "translations"
  >;
  cases: Pick<
    typeof cases.$inferInsert,
    "companyName" | "companySize" | "industry" | "title" | "summary" | "body" | "imageUrl" | "translations"
  >;
  news: Pick<typeof news.$inferInsert, "title" | "bodyContent" | "categories" | "translations">;
  pickups: Pick<typeof links.$inferInsert, "linkUrl" | "imageUrl" | "alt">;
  top_links: Pick<typeof links.$inferInsert, "linkUrl" | "imageUrl" | "alt">;
};

/**
 * Where a kind's rows live: a table with an id and a publication time (and for some, a position);
 * kinds that share a table (the links) have a `scope` that picks their rows and `values` that mark them.
 */
type TEditorialTable = {
  table: PgTable & { id: PgColumn; publishedAt: PgColumn; position?: PgColumn };
  scope?: SQL;
  values?: Record<string, unknown>;
};

const linkKind = (kind: TLinkKind): TEditorialTable => ({
  table: links,
  scope: eq(links.kind, kind),
  values: { kind },
});

const TABLES: Record<TEditorialContentKind, TEditorialTable> = {
  specials: { table: specials },
  campaigns: { table: campaigns },
  cases: { table: cases },
  news: { table: news },
  pickups: linkKind("pickups"),
  top_links: linkKind("top_links"),
};

/** The kind's rows that also match `condition`. */
function inKind(kind: TEditorialContentKind, condition: SQL): SQL {
  const scope = TABLES[kind].scope;
  return scope ? (and(scope, condition) as SQL) : condition;
}

/** The apps a kind lists, in a join table; specials keep the editor's order. */
const APP_LINKS = {
  specials: {
    table: specialApps,
    owner: specialApps.specialId,
    app: specialApps.appId,
    position: specialApps.position,
  },
  campaigns: { table: campaignApps, owner: campaignApps.campaignId, app: campaignApps.appId, position: null },
  cases: { table: caseApps, owner: caseApps.caseId, app: caseApps.appId, position: null },
} as const;
type TAppListingKind = keyof typeof APP_LINKS;

export function listsApps(kind: TEditorialContentKind): kind is TAppListingKind {
  return kind in APP_LINKS;
}

/** The headline, image and dates the console lists for each kind, in the public order. */
const LISTS = {
  specials: {
    columns: { title: specials.title, imageUrl: specials.heroImageUrl, position: specials.position },
    order: [asc(specials.position), desc(specials.publishedAt), desc(specials.id)],
  },
  campaigns: {
    columns: {
      title: campaigns.title,
      imageUrl: campaigns.imageUrl,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
    },
    order: [desc(campaigns.startsAt), desc(campaigns.id)],
  },
  cases: {
    columns: { title: cases.title, imageUrl: cases.imageUrl },
    order: [sql`${cases.publishedAt} desc nulls first`, desc(cases.id)],
  },
  // The public list orders news by publication time, newest first (the forced-news-orders flag
  // reorders it per request, for tests): an unpublished item is listed on top.
  news: {
    columns: { title: news.title, imageUrl: sql<string | null>`null` },
    order: [sql`${news.publishedAt} desc nulls first`, desc(news.id)],
  },
  pickups: {
    columns: { title: links.alt, imageUrl: links.imageUrl, position: links.position },
    order: [asc(links.position), asc(links.id)],
  },
  top_links: {
    columns: { title: links.alt, imageUrl: links.imageUrl, position: links.position },
    order: [asc(links.position), asc(links.id)],
  },
} as const;

export type TEditorialListRow = {
  id: number;
  title: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  startsAt?: Date;
  endsAt?: Date;
  position?: number;
};

/** Every item of a kind, published or not, in the order the public sees them. */
export async function findEditorialItems(
  db: TDb,
  params: { kind: TEditorialContentKind },
): Promise<TEditorialListRow[]> {
  const { table, scope } = TABLES[params.kind];
  const list = LISTS[params.kind];
  const rows = await db
    .select({ id: table.id, publishedAt: table.publishedAt, ...list.columns })
    .from(table)
    .where(scope)
    .orderBy(...list.order);
  return rows as TEditorialListRow[];
}

/** One item, every column, and the ids of the apps it lists (in order); `lock` for a change. */
export async function findEditorialItem(
  db: TDb,
  params: { kind: TEditorialContentKind; id: number; lock?: boolean },
): Promise<(Record<string, unknown> & { id: number; publishedAt: Date | null; appIds?: number[] }) | undefined> {
  const { table } = TABLES[params.kind];
  const query = db
    .select()
    .from(table)
    .where(inKind(params.kind, eq(table.id, params.id)))
    .limit(1);
  const [row] = (await (params.lock ? query.for("update") : query)) as (Record<string, unknown> & {
    id: number;
    publishedAt: Date | null;
  })[];
  if (!row) return undefined;
  if (!listsApps(params.kind)) return row;
  return { ...row, appIds: await findListedAppIds(db, { kind: params.kind, id: params.id }) };
}

async function findListedAppIds(db: TDb, params: { kind: TAppListingKind; id: number }): Promise<number[]> {
  const link = APP_LINKS[params.kind];
  const rows = await db
    .select({ appId: link.app })
    .from(link.table)
    .where(eq(link.owner, params.id))
    .orderBy(...(link.position ? [asc(link.position)] : []), asc(link.app));
  return rows.map((row) => row.appId);
}

/** Replaces the apps an item lists; specials keep the given order. Unknown app ids are skipped. */
async function replaceListedApps(db: TDb, params: { kind: TAppListingKind; id: number; appIds: number[] }) {
  const link = APP_LINKS[params.kind];
  await db.delete(link.table).where(eq(link.owner, params.id));
  if (params.appIds.length === 0) return;
  const known = new Set(
    (await db.select({ id: apps.id }).from(apps).where(inArray(apps.id, params.appIds))).map((r) => r.id),
  );
  const ids = params.appIds.filter((id) => known.has(id));
  if (ids.length === 0) return;
  const owner = { specials: "specialId", campaigns: "campaignId", cases: "caseId" }[params.kind];
  await db.insert(link.table).values(
    ids.map((appId, position) => ({
      [owner]: params.id,
      appId,
      ...(link.position ? { position } : {}),
    })) as (typeof specialApps.$inferInsert)[],
  );
}

/**
 * A new item, unpublished (publishedAt null even where the column defaults to now); ordered kinds
 * go last. Returns its id.
 */
export async function insertEditorialItem<K extends TEditorialContentKind>(
  db: TDb,
  params: { kind: K; values: TEditorialValues[K]; appIds?: number[] },
): Promise<number> {
  const { table, scope, values } = TABLES[params.kind];
  const position = table.position
    ? {
        position: sql`(select coalesce(max(${table.position}) + 1, 0) from ${table} where ${scope ?? sql`true`})`,
      }
    : {};
  const [row] = (await db
    .insert(table)
    .values({ ...params.values, ...values, ...position, publishedAt: null } as never)
    .returning({ id: table.id })) as { id: number }[];
  if (!row) throw new Error(`${params.kind} insert returned nothing`);
  if (listsApps(params.kind))
    await replaceListedApps(db, { kind: params.kind, id: row.id, appIds: params.appIds ?? [] });
  return row.id;
}

/** Overwrites an item's written columns and apps; false when there is no such item. */
export async function updateEditorialItem<K extends TEditorialContentKind>(
  db: TDb,
  params: { kind: K; id: number; values: TEditorialValues[K]; appIds?: number[] },
): Promise<boolean> {
  const { table } = TABLES[params.kind];
  const rows = (await db
    .update(table)
    .set(params.values as never)
    .where(inKind(params.kind, eq(table.id, params.id)))
    .returning({ id: table.id })) as { id: number }[];
  if (rows.length === 0) return false;
  if (listsApps(params.kind))
    await replaceListedApps(db, { kind: params.kind, id: params.id, appIds: params.appIds ?? [] });
  return true;
}

/** Sets (or clears) an item's publication time; false when there is no such item. */
export async function setEditorialPublishedAt(
  db: TDb,
  params: { kind: TEditorialContentKind; id: number; publishedAt: Date | null },
): Promise<boolean> {
  const { table } = TABLES[params.kind];
  const rows = (await db
    .update(table)
    .set({ publishedAt: params.publishedAt } as never)
    .where(inKind(params.kind, eq(table.id, params.id)))
    .returning({ id: table.id })) as { id: number }[];
  return rows.length > 0;
}

/** Deletes an item (its app links go with it); false when there is no such item. */
export async function deleteEditorialItem(db: TDb, params: { kind: TEditorialContentKind; id: number }) {
  const { table } = TABLES[params.kind];
  const rows = (await db
    .delete(table)
    .where(inKind(params.kind, eq(table.id, params.id)))
    .returning({ id: table.id })) as {
    id: number;
  }[];
  return rows.length > 0;
}

/**
 * Moves an item of an ordered kind one step up or down the public order: the kind's positions are
 * renumbered 0…n-1 in that order (seeded rows may share a position) and the item swaps with its
 * neighbour. Null when there is no such item; the same positions when it is already at that end.
 */
export async function moveEditorialItem(
  db: TDb,
  params: { kind: "specials" | "pickups" | "top_links"; id: number; direction: "up" | "down" },
): Promise<{ from: number; to: number } | null> {
  const { table, scope } = TABLES[params.kind];
  const position = table.position;
  if (!position) throw new Error(`${params.kind} has no order`);
  const ordered = (await db
    .select({ id: table.id, position })
    .from(table)
    .where(scope)
    .orderBy(...LISTS[params.kind].order)
    .for("update")) as { id: number; position: number }[];
  const ids = ordered.map((row) => row.id);
  const from = ids.indexOf(params.id);
  if (from === -1) return null;
  const to = Math.min(Math.max(from + (params.direction === "up" ? -1 : 1), 0), ids.length - 1);
  [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
  for (const [index, id] of ids.entries()) {
    if (ordered[index]?.id === id && ordered[index]?.position === index) continue;
    await db
      .update(table)
      .set({ position: index } as never)
      .where(eq(table.id, id));
  }
  return { from, to };
}

/** The apps an editorial item can list: every app but archived ones, by name. */
export async function findEditorialAppChoices(db: TDb) {
  return db
    .select({ id: apps.id, name: apps.name, code: apps.code, status: apps.status })
    .from(apps)
    .where(sql`${apps.status} <> 'archived'`)
    .orderBy(appNameOrder, asc(apps.id));
}
