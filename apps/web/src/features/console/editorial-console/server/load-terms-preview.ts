import "server-only";
import type { TDb } from "@store/db/client";
import { findEffectiveTermsVersions, findTermsVersionById } from "@store/db/queries/terms";
import { localizeTerms } from "@store/domain/editorial-translations";
import type { TTermsKind } from "@store/domain/enums";
import { DEFAULT_LOCALE } from "@store/domain/locales";
import type { TTermsVersionState } from "@store/domain/schemas/editorial";
import { termsVersionState } from "@store/domain/terms-announcement-states";
import { getTermsDocument } from "@/features/store/editorial/index.server";
import type { TTermsPage } from "@/features/store/editorial/index.server";

export type TTermsPreview = { id: number; kind: TTermsKind; state: TTermsVersionState; page: TTermsPage };

/**
 * /ops/editorial/terms/{id}/preview: the page the public terms view shows for this version. A
 * version the public already reads is shown exactly as it is read; any other as it will read once
 * it is in effect: the current version, with the published versions before it as past ones.
 */
export async function loadTermsPreview(
  db: TDb,
  id: number | null,
  now: Date = new Date(),
): Promise<TTermsPreview | null> {
  const row = id === null ? undefined : await findTermsVersionById(db, { id });
  if (!row) return null;
  const published = await findEffectiveTermsVersions(db, { kind: row.kind, now });
  const state = termsVersionState(row, published[0]?.id ?? null, now);
  if (published.some((v) => v.id === row.id)) {
    const document = await getTermsDocument(db, { kind: row.kind, version: row.version, now });
    if (document) {
      const japanese = { ...document, terms: localizeTerms(document.terms, DEFAULT_LOCALE) };
      return { id: row.id, kind: row.kind, state, page: { document: japanese, html: row.bodyHtml, toc: row.toc } };
    }
  }
  const effectiveAt = row.effectiveAt.toISOString();
  const earlier = published
    .filter((v) => v.effectiveAt <= row.effectiveAt)
    .map((v) => ({ version: v.version, effectiveAt: v.effectiveAt.toISOString(), latest: false }));
  return {
    id: row.id,
    kind: row.kind,
    state,
    page: {
      document: {
        terms: {
          kind: row.kind,
          version: row.version,
          title: row.title,
          bodyHtml: row.bodyHtml,
          toc: row.toc,
          effectiveAt,
          contentLocale: DEFAULT_LOCALE,
          bodyLocale: DEFAULT_LOCALE,
        },
        versions: [{ version: row.version, effectiveAt, latest: true }, ...earlier],
      },
      html: row.bodyHtml,
      toc: row.toc,
    },
  };
}
