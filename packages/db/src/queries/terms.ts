import type { TTermsKind } from "@store/domain/enums";
import { and, desc, eq, lte } from "drizzle-orm";
import type { TDb } from "../client";
import { termsVersions } from "../schema/editorial";

/**
 * The versions of one terms document in effect by `now` (effectiveAt ≤ now), newest first: the
 * first is the latest, the rest are past versions. Versions that take effect later are left out.
 */
export async function findEffectiveTermsVersions(db: TDb, params: { kind: TTermsKind; now: Date }) {
  return db
    .select({ version: termsVersions.version, effectiveAt: termsVersions.effectiveAt })
    .from(termsVersions)
    .where(and(eq(termsVersions.kind, params.kind), lte(termsVersions.effectiveAt, params.now)))
    .orderBy(desc(termsVersions.effectiveAt), desc(termsVersions.id));
}

/** One version of a terms document with its body (sanitised HTML), if it is in effect by `now`. */
export async function findEffectiveTermsVersion(db: TDb, params: { kind: TTermsKind; version: string; now: Date }) {
  const [row] = await db
    .select({
      kind: termsVersions.kind,
      version: termsVersions.version,
      title: termsVersions.title,
      bodyHtml: termsVersions.bodyHtml,
      toc: termsVersions.toc,
      effectiveAt: termsVersions.effectiveAt,
    })
    .from(termsVersions)
    .where(
      and(
        eq(termsVersions.kind, params.kind),
        eq(termsVersions.version, params.version),
        lte(termsVersions.effectiveAt, params.now),
      ),
    )
    .limit(1);
  return row;
}
