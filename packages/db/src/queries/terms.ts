import type { TTermsTranslations } from "@store/domain/schemas/editorial";
import type { TTermsKind } from "@store/domain/enums";
import type { TTocEntry } from "@store/domain/schemas/editorial";
import { and, asc, desc, eq, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { TDb } from "../client";
import { termsVersions } from "../schema/editorial";

/** Versions the public may read at `now`: published by then and in effect by then. */
function publicAt(now: Date): SQL | undefined {
  return and(
    isNotNull(termsVersions.publishedAt),
    lte(termsVersions.publishedAt, now),
    lte(termsVersions.effectiveAt, now),
  );
}

/**
 * The published versions of one terms document in effect by `now` (effectiveAt ≤ now), newest
 * first: the first is the latest, the rest are past versions. Versions that take effect later, and
 * those an operator has not published, are left out.
 */
export async function findEffectiveTermsVersions(db: TDb, params: { kind: TTermsKind; now: Date }) {
  return db
    .select({ id: termsVersions.id, version: termsVersions.version, effectiveAt: termsVersions.effectiveAt })
    .from(termsVersions)
    .where(and(eq(termsVersions.kind, params.kind), publicAt(params.now)))
    .orderBy(desc(termsVersions.effectiveAt), desc(termsVersions.id));
}

/** One published version of a terms document with its body (sanitised HTML), if it is in effect by `now`. */
export async function findEffectiveTermsVersion(db: TDb, params: { kind: TTermsKind; version: string; now: Date }) {
  const [row] = await db
    .select({
      kind: termsVersions.kind,
      version: termsVersions.version,
      title: termsVersions.title,
      bodyHtml: termsVersions.bodyHtml,
      toc: termsVersions.toc,
      effectiveAt: termsVersions.effectiveAt,
      translations: termsVersions.translations,
    })
    .from(termsVersions)
    .where(and(eq(termsVersions.kind, params.kind), eq(termsVersions.version, params.version), publicAt(params.now)))
    .limit(1);
  return row;
}

// The operator console's reads and writes (issue 11). Published versions are never changed: every
// write below is conditional on `published_at is null` and returns nothing when it is not.

const OPS_COLUMNS = {
  id: termsVersions.id,
  kind: termsVersions.kind,
  version: termsVersions.version,
  title: termsVersions.title,
  bodyMarkdown: termsVersions.bodyMarkdown,
  bodyHtml: termsVersions.bodyHtml,
  toc: termsVersions.toc,
  translations: termsVersions.translations,
  effectiveAt: termsVersions.effectiveAt,
  publishedAt: termsVersions.publishedAt,
};

export type TTermsVersionRow = {
  id: number;
  kind: TTermsKind;
  version: string;
  title: string;
  bodyMarkdown: string;
  bodyHtml: string;
  toc: TTocEntry[];
  translations: TTermsTranslations;
  effectiveAt: Date;
  publishedAt: Date | null;
};

/** Every version of every kind, drafts too, by kind and then newest effective time first. */
export async function listAllTermsVersions(db: TDb) {
  return db
    .select({
      id: termsVersions.id,
      kind: termsVersions.kind,
      version: termsVersions.version,
      title: termsVersions.title,
      effectiveAt: termsVersions.effectiveAt,
      publishedAt: termsVersions.publishedAt,
    })
    .from(termsVersions)
    .orderBy(asc(termsVersions.kind), desc(termsVersions.effectiveAt), desc(termsVersions.id));
}

/** One version by id, drafts too; `forUpdate` locks the row for the transaction. */
export async function findTermsVersionById(
  db: TDb,
  params: { id: number; forUpdate?: boolean },
): Promise<TTermsVersionRow | undefined> {
  const query = db.select(OPS_COLUMNS).from(termsVersions).where(eq(termsVersions.id, params.id)).limit(1);
  const [row] = params.forUpdate ? await query.for("update") : await query;
  return row;
}

/** Whether another version of this kind already has this label. */
export async function termsVersionLabelTaken(
  db: TDb,
  params: { kind: TTermsKind; version: string; exceptId?: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: termsVersions.id })
    .from(termsVersions)
    .where(and(eq(termsVersions.kind, params.kind), eq(termsVersions.version, params.version)));
  return rows.some((row) => row.id !== params.exceptId);
}

type TTermsVersionWrite = {
  version: string;
  title: string;
  bodyMarkdown: string;
  bodyHtml: string;
  toc: TTocEntry[];
  translations: TTermsTranslations;
  effectiveAt: Date;
};

/** A new, unpublished version. */
export async function insertTermsVersion(
  db: TDb,
  values: TTermsVersionWrite & { kind: TTermsKind },
): Promise<TTermsVersionRow> {
  const [row] = await db
    .insert(termsVersions)
    .values({ ...values, publishedAt: null })
    .returning(OPS_COLUMNS);
  if (!row) throw new Error("terms version insert returned nothing");
  return row;
}

/** Saves an unpublished version; undefined when it is published (or gone). */
export async function updateUnpublishedTermsVersion(
  db: TDb,
  params: { id: number; values: TTermsVersionWrite },
): Promise<TTermsVersionRow | undefined> {
  const [row] = await db
    .update(termsVersions)
    .set(params.values)
    .where(and(eq(termsVersions.id, params.id), isNull(termsVersions.publishedAt)))
    .returning(OPS_COLUMNS);
  return row;
}

/** Publishes an unpublished version at `now`; it applies from its effective time. */
export async function publishTermsVersion(
  db: TDb,
  params: { id: number; now: Date },
): Promise<TTermsVersionRow | undefined> {
  const [row] = await db
    .update(termsVersions)
    .set({ publishedAt: params.now })
    .where(and(eq(termsVersions.id, params.id), isNull(termsVersions.publishedAt)))
    .returning(OPS_COLUMNS);
  return row;
}

/** Deletes an unpublished version; false when it is published (or gone). */
export async function deleteUnpublishedTermsVersion(db: TDb, params: { id: number }): Promise<boolean> {
  const rows = await db
    .delete(termsVersions)
    .where(and(eq(termsVersions.id, params.id), isNull(termsVersions.publishedAt)))
    .returning({ id: termsVersions.id });
  return rows.length > 0;
}
