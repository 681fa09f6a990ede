import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { refreshAppSearchText } from "@store/db/queries/search-text";
import { findAppIdsWithTaxonomy, findTaxonomyEntries, updateTaxonomyNames } from "@store/db/queries/taxonomy-names";
import { AppError } from "@store/domain/errors";
import type { TLocalizedNames } from "@store/domain/localized-names";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TAuditSubject } from "@store/domain/schemas/audit-event";
import type {
  TTaxonomyConsole,
  TTaxonomyEntry,
  TTaxonomyEntryParams,
  TTaxonomyKind,
} from "@store/domain/schemas/taxonomy";

// The operators' taxonomy console (issue 31): the names of categories, plans, tags and news
// categories in the store's other locales. Saving one drops the public cache's taxonomy in every
// process (the route handler) and rebuilds the search text of the apps that carry it, so a visitor
// finds them by the new name.

const SUBJECTS: Record<TTaxonomyKind, TAuditSubject> = {
  categories: "category",
  plans: "plan",
  tags: "tag",
  news_categories: "newsCategory",
};

/** Search text is rebuilt this many apps at a time (a category of a large catalogue holds thousands). */
const SEARCH_BATCH = 200;

const entryOf = (row: { id: number; name: string; names: TLocalizedNames }): TTaxonomyEntry => ({
  key: String(row.id),
  name: row.name,
  names: row.names as Record<string, string>,
});

/** GET /api/ops/taxonomy and /ops/taxonomy. */
export async function getTaxonomyConsole(db: TDb): Promise<TTaxonomyConsole> {
  const entries = await findTaxonomyEntries(db);
  return {
    categories: entries.categories
      .filter((row) => row.parentId === null)
      .map((top) => ({
        ...entryOf(top),
        children: entries.categories.filter((row) => row.parentId === top.id).map(entryOf),
      })),
    plans: entries.plans.map(entryOf),
    tags: entries.tags.map(entryOf),
    newsCategories: entries.newsCategories.map((row) => ({
      key: row.name,
      name: row.name,
      names: row.names as Record<string, string>,
    })),
  };
}

function entryKey(
  params: TTaxonomyEntryParams,
): { kind: "categories" | "plans" | "tags"; id: number } | { kind: "news_categories"; name: string } | null {
  if (params.kind === "news_categories") return { kind: params.kind, name: params.key };
  const id = /^[1-9]\d{0,9}$/.test(params.key) ? Number(params.key) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { kind: params.kind, id };
}

const notFound = (params: TTaxonomyEntryParams) =>
  new AppError("NOT_FOUND", `no ${params.kind} entry ${params.key}`, {
    userMessage: { key: "opsTaxonomy.errors.notFound" },
  });

/** PUT /api/ops/taxonomy/{kind}/{key}: the entry's names, audited; NOT_FOUND for a key that names nothing. */
export async function saveTaxonomyNames(
  db: TDb,
  principal: TOperatorPrincipal,
  params: TTaxonomyEntryParams,
  names: TLocalizedNames,
): Promise<TTaxonomyEntry> {
  const entry = entryKey(params);
  if (!entry) throw notFound(params);
  const saved = await db.transaction(async (tx) => {
    const changed = await updateTaxonomyNames(tx, entry, names);
    if (!changed) return null;
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "taxonomy.update",
      subjectType: SUBJECTS[params.kind],
      subjectId: params.key,
      before: { name: changed.name, names: changed.before },
      after: { name: changed.name, names },
    });
    return changed;
  });
  if (!saved) throw notFound(params);
  if ("id" in entry && (entry.kind === "categories" || entry.kind === "tags")) {
    const appIds = await findAppIdsWithTaxonomy(db, { kind: entry.kind, id: entry.id });
    for (let at = 0; at < appIds.length; at += SEARCH_BATCH) {
      await refreshAppSearchText(db, appIds.slice(at, at + SEARCH_BATCH));
    }
  }
  return { key: params.key, name: saved.name, names: names as Record<string, string> };
}
