import "server-only";
import type { TDb } from "@store/db/client";
import { findEffectiveTermsVersions, findTermsVersionById } from "@store/db/queries/terms";
import { localizeTerms, translatedLocales } from "@store/domain/editorial-translations";
import type { TTermsKind } from "@store/domain/enums";
import { DEFAULT_LOCALE, type TLocale } from "@store/domain/locales";
import type { TTermsVersionState } from "@store/domain/schemas/editorial";
import { termsVersionState } from "@store/domain/terms-announcement-states";
import { getTermsDocument } from "@/features/store/editorial/index.server";
import type { TTermsPage } from "@/features/store/editorial/index.server";

export type TTermsPreview = {
  id: number;
  kind: TTermsKind;
  state: TTermsVersionState;
  page: TTermsPage;
  /** The languages the version is written in, Japanese first. */
  locales: TLocale[];
};

/**
 * /ops/editorial/terms/{id}/preview: the page the public terms view shows for this version to
 * visitors of `locale`. A version the public already reads is shown exactly as it is read; any
 * other as it will read once it is in effect: the current version, with the published versions
 * before it as past ones.
 */
export async function loadTermsPreview(
  db: TDb,
  id: number | null,
  now: Date = new Date(),
  locale: TLocale = DEFAULT_LOCALE,
): Promise<TTermsPreview | null> {
  const row = id === null ? undefined : await findTermsVersionById(db, { id });
  if (!row) return null;
  const published = await findEffectiveTermsVersions(db, { kind: row.kind, now });
  const state = termsVersionState(row, published[0]?.id ?? null, now);
  const locales = [DEFAULT_LOCALE, ...translatedLocales(row.translations)];
  if (published.some((v) => v.id === row.id)) {
    const document = await getTermsDocument(db, { kind: row.kind, version: row.version, now });
    if (document) {
      const terms = localizeTerms(document.terms, locale);
      const page = { document: { ...document, terms }, html: terms.bodyHtml, toc: terms.toc };
      return { id: row.id, kind: row.kind, state, page, locales };
    }
  }
  const effectiveAt = row.effectiveAt.toISOString();
  const earlier = published
    .filter((v) => v.effectiveAt <= row.effectiveAt)
    .map((v) => ({ version: v.version, effectiveAt: v.effectiveAt.toISOString(), latest: false }));
  const { kind, version, title, bodyHtml, toc, translations } = row;
  const terms = localizeTerms({ kind, version, title, bodyHtml, toc, effectiveAt, translations }, locale);
  return {
    id: row.id,
    kind: row.kind,
    state,
    locales,
    page: {
      document: { terms, versions: [{ version: row.version, effectiveAt, latest: true }, ...earlier] },
      html: terms.bodyHtml,
      toc: terms.toc,
    },
  };
}
