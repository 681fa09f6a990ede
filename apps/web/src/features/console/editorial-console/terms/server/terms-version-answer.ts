import "server-only";
import type { TDb } from "@store/db/client";
import { findEffectiveTermsVersions, type TTermsVersionRow } from "@store/db/queries/terms";
import type { TTermsKind } from "@store/domain/enums";
import type { TOpsTermsVersion } from "@store/domain/schemas/editorial";
import { termsVersionState } from "@store/domain/terms-announcement-states";

/** The id of the kind's version the public reads at `now`, if any. */
export async function currentTermsVersionId(db: TDb, kind: TTermsKind, now: Date): Promise<number | null> {
  const [latest] = await findEffectiveTermsVersions(db, { kind, now });
  return latest?.id ?? null;
}

/** A stored version as the console's API answers it, with its state at `now`. */
export function toOpsTermsVersion(row: TTermsVersionRow, currentId: number | null, now: Date): TOpsTermsVersion {
  return {
    ...row,
    effectiveAt: row.effectiveAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    state: termsVersionState(row, currentId, now),
  };
}

/** What the audit log keeps of a version: everything but the rendered HTML (it follows from the Markdown). */
export function auditedTermsVersion(row: TTermsVersionRow) {
  return {
    kind: row.kind,
    version: row.version,
    title: row.title,
    bodyMarkdown: row.bodyMarkdown,
    // Each locale's version by its words too (issue 31).
    translations: Object.fromEntries(
      Object.entries(row.translations).map(([locale, version]) => [
        locale,
        { title: version?.title, bodyMarkdown: version?.bodyMarkdown },
      ]),
    ),
    effectiveAt: row.effectiveAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
