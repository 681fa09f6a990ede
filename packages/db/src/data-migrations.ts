import { asc, eq, getTableName, gt, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { selectRows, type TDb } from "./client";
import { RICH_TEXT_POLICY_VERSION, renderTermsMarkdown, sanitizeAppContent, sanitizeRichText } from "./rich-text";
import { refreshAppSearchText } from "./queries/search-text";
import { apps } from "./schema/apps";
import { dataMigrations } from "./schema/data-migrations";
import { draftApps } from "./schema/drafts";
import { cases, news, providerAnnouncements, specials, termsVersions } from "./schema/editorial";
import { SEARCH_DOCUMENT_VERSION } from "./search/search-document";

/** Any number to serialise data steps between processes that share one PostgreSQL. */
const DATA_MIGRATION_LOCK = 724_003;
const BATCH = 500;

/**
 * Rich text is sanitised when it is written. Rows written before that (or under an older policy)
 * are sanitised once here, so the database holds only what the current policy allows; the name
 * carries the policy version, so a stricter policy re-sanitises everything once more.
 */
async function sanitizeStoredRichText(db: TDb): Promise<void> {
  for (const column of [news.bodyContent, specials.body, cases.body, providerAnnouncements.body]) {
    await rewriteColumn(db, column, sanitizeRichText);
  }
  for (const table of [apps, draftApps]) {
    await forEachBatch(
      (after) =>
        db
          .select({ id: table.id, content: table.content })
          .from(table)
          .where(gt(table.id, after))
          .orderBy(asc(table.id))
          .limit(BATCH),
      async (row) => {
        const content = sanitizeAppContent(row.content);
        if (JSON.stringify(content) !== JSON.stringify(row.content))
          await db.update(table).set({ content }).where(eq(table.id, row.id));
      },
    );
  }
  await forEachBatch(
    (after) =>
      db
        .select({ id: termsVersions.id, markdown: termsVersions.bodyMarkdown })
        .from(termsVersions)
        .where(gt(termsVersions.id, after))
        .orderBy(asc(termsVersions.id))
        .limit(BATCH),
    async (row) => {
      const { html, toc } = renderTermsMarkdown(row.markdown);
      await db.update(termsVersions).set({ bodyHtml: html, toc }).where(eq(termsVersions.id, row.id));
    },
  );
}

/**
 * Search documents are built when an app is written. Apps written under an older layout (or before
 * readings and category names were part of them) are rebuilt once here, a batch at a time.
 */
async function rebuildSearchDocuments(db: TDb): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: apps.id })
      .from(apps)
      .where(gt(apps.id, after))
      .orderBy(asc(apps.id))
      .limit(BATCH);
    await refreshAppSearchText(
      db,
      rows.map((row) => row.id),
    );
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

const DATA_MIGRATIONS: { name: string; run: (db: TDb) => Promise<void> }[] = [
  { name: `rich-text-policy-${RICH_TEXT_POLICY_VERSION}`, run: sanitizeStoredRichText },
  { name: `search-document-${SEARCH_DOCUMENT_VERSION}`, run: rebuildSearchDocuments },
];

/** Applies the data steps this database has not had yet, each in its own transaction. */
export async function applyDataMigrations(db: TDb): Promise<string[]> {
  const applied: string[] = [];
  for (const step of DATA_MIGRATIONS) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DATA_MIGRATION_LOCK})`);
      const [done] = await tx
        .select({ name: dataMigrations.name })
        .from(dataMigrations)
        .where(eq(dataMigrations.name, step.name));
      if (done) return false;
      await step.run(tx as unknown as TDb);
      await tx.insert(dataMigrations).values({ name: step.name });
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}

/** Visits every row in id order, a batch at a time, so a large catalog never sits in memory at once. */
async function forEachBatch<T extends { id: number }>(
  fetchAfter: (after: number) => Promise<T[]>,
  visit: (row: T) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await fetchAfter(after);
    for (const row of rows) await visit(row);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/** Rewrites one text column of a table with a serial `id` wherever `clean` changes it. */
async function rewriteColumn(db: TDb, column: PgColumn, clean: (value: string) => string): Promise<void> {
  const table = sql.identifier(getTableName(column.table));
  const name = sql.identifier(column.name);
  await forEachBatch(
    (after) =>
      selectRows<{ id: number; value: string }>(
        db,
        sql`select id, ${name} as value from ${table} where id > ${after} order by id limit ${BATCH}`,
      ),
    async (row) => {
      const cleaned = clean(row.value);
      if (cleaned !== row.value) await db.execute(sql`update ${table} set ${name} = ${cleaned} where id = ${row.id}`);
    },
  );
}
