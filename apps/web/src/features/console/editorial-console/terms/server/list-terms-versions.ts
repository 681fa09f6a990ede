import "server-only";
import type { TDb } from "@store/db/client";
import { listAllTermsVersions } from "@store/db/queries/terms";
import { TERMS_KINDS, type TTermsKind } from "@store/domain/enums";
import type { TOpsTermsVersionList } from "@store/domain/schemas/editorial";
import { termsVersionState } from "@store/domain/terms-announcement-states";
import { currentTermsVersionId } from "./terms-version-answer";

/** GET /api/ops/editorial/terms: every version of every kind, drafts too, each with its state at `now`. */
export async function listTermsVersions(db: TDb, now: Date = new Date()): Promise<TOpsTermsVersionList> {
  const rows = await listAllTermsVersions(db);
  const current = new Map<TTermsKind, number | null>();
  for (const kind of TERMS_KINDS) current.set(kind, await currentTermsVersionId(db, kind, now));
  return {
    data: rows.map((row) => ({
      ...row,
      effectiveAt: row.effectiveAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      state: termsVersionState(row, current.get(row.kind) ?? null, now),
    })),
  };
}
