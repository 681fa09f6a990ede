import "server-only";
import type { TTermsKind } from "@store/domain/enums";
import { ZTermsVersionName } from "@store/domain/schemas/editorial";
import { cache } from "react";
import { requestLocale } from "@/server/pages/request-locale";
import { readTermsDocument } from "./read-public-editorial";

/**
 * What a terms page shows: the document read now, in the viewer's language when it has a version in it, its body (HTML sanitised when it was written)
 * and its contents.
 * Through the public cache, and kept per request, so the page head and the page ask it once.
 */
export const loadTermsPage = cache(async (kind: TTermsKind, version?: string) => {
  const document = await readTermsDocument(kind, await requestLocale(), version);
  if (!document) return null;
  return { document, html: document.terms.bodyHtml, toc: document.terms.toc };
});

export type TTermsPage = NonNullable<Awaited<ReturnType<typeof loadTermsPage>>>;

/**
 * A past version's page: null for a version name that is malformed, unknown or not in effect yet,
 * "latest" for the version in effect now (its page is the kind's own path).
 */
export async function loadPastTermsPage(kind: TTermsKind, version: string): Promise<TTermsPage | "latest" | null> {
  const name = ZTermsVersionName.safeParse(version);
  if (!name.success) return null;
  const page = await loadTermsPage(kind, name.data);
  if (!page) return null;
  return page.document.versions.some((v) => v.version === name.data && v.latest) ? "latest" : page;
}
