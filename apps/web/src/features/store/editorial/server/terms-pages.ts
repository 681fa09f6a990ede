import type { TTermsKind } from "@store/domain/enums";

/** Where each terms document lives; only the partner terms have pages for past versions (SPEC §2). */
export const TERMS_PAGES: Record<TTermsKind, { path: string; pastVersionPages: boolean }> = {
  terms: { path: "/terms", pastVersionPages: false },
  partner_terms: { path: "/partner-terms", pastVersionPages: true },
  partner_api_terms: { path: "/partner-api-terms", pastVersionPages: false },
  labs_terms: { path: "/labs-terms", pastVersionPages: false },
};

/** The page of one version: the kind's own path for the latest, a version path for a past one. */
export function termsVersionHref(kind: TTermsKind, ref: { version: string; latest: boolean }): string | null {
  const page = TERMS_PAGES[kind];
  if (ref.latest) return page.path;
  return page.pastVersionPages ? `${page.path}/${encodeURIComponent(ref.version)}` : null;
}
