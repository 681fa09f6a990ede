import "server-only";
import type { TDb } from "@store/db/client";
import { findTermsVersionById } from "@store/db/queries/terms";
import type { TOpsTermsVersion } from "@store/domain/schemas/editorial";
import { termsVersionNotFound } from "./terms-errors";
import { currentTermsVersionId, toOpsTermsVersion } from "./terms-version-answer";

/** One version, drafts too, with its Markdown source; null for no such id. */
export async function findOpsTermsVersion(
  db: TDb,
  id: number | null,
  now: Date = new Date(),
): Promise<TOpsTermsVersion | null> {
  const row = id === null ? undefined : await findTermsVersionById(db, { id });
  if (!row) return null;
  return toOpsTermsVersion(row, await currentTermsVersionId(db, row.kind, now), now);
}

/** GET /api/ops/editorial/terms/{id}: as findOpsTermsVersion, 404 for no such id. */
export async function getTermsVersion(db: TDb, id: number | null, now: Date = new Date()): Promise<TOpsTermsVersion> {
  const version = await findOpsTermsVersion(db, id, now);
  if (!version) throw termsVersionNotFound(id);
  return version;
}
