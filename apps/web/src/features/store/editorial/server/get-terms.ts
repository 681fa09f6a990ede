import "server-only";
import type { TDb } from "@store/db/client";
import { findEffectiveTermsVersion, findEffectiveTermsVersions } from "@store/db/queries/terms";
import type { TTermsKind } from "@store/domain/enums";
import type { TEditorialSource } from "@store/domain/editorial-translations";
import type { TTermsTranslations } from "@store/domain/schemas/editorial";
import type { TTermsDocument, TTermsVersion } from "@store/domain/schemas/editorial";

/**
 * A terms document as read at `now`: the latest version (the greatest effectiveAt ≤ now) or, when
 * `version` is given, that version if it is in effect by now; with every version in effect so far.
 * Null when there is no such version: an unknown one, or one that takes effect later.
 */
export async function getTermsDocument(
  db: TDb,
  params: { kind: TTermsKind; version?: string; now: Date },
): Promise<
  | (Omit<TTermsDocument, "terms"> & { terms: TEditorialSource<Omit<TTermsVersion, "bodyLocale">, TTermsTranslations> })
  | null
> {
  const versions = await findEffectiveTermsVersions(db, { kind: params.kind, now: params.now });
  const latest = versions[0];
  const wanted = params.version ?? latest?.version;
  if (!latest || wanted === undefined || !versions.some((v) => v.version === wanted)) return null;
  const row = await findEffectiveTermsVersion(db, { kind: params.kind, version: wanted, now: params.now });
  if (!row) return null;
  return {
    terms: { ...row, effectiveAt: row.effectiveAt.toISOString() },
    versions: versions.map((v) => ({
      version: v.version,
      effectiveAt: v.effectiveAt.toISOString(),
      latest: v.version === latest.version,
    })),
  };
}
