import "server-only";
import { localizeEditorial, localizeTerms } from "@store/domain/editorial-translations";
import type { TTermsKind } from "@store/domain/enums";
import type { TLocale } from "@store/domain/locales";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { getCase } from "./get-case";
import { getSpecial } from "./get-special";
import { getTermsDocument } from "./get-terms";
import { listCases } from "./list-cases";
import { listRunningCampaigns } from "./list-campaigns";
import { listSpecials } from "./list-specials";
import { withLocalizedApps } from "./to-editorial-app";

// The editorial pages' and JSON routes' reads through the process's cache (server/public/public-reads.ts).
// They show nothing that depends on the viewer but the language: the cache keeps every locale's
// version (issue 31) and each read picks the viewer's. Each shows app cards too, so it also carries
// the apps tag; an item not found (or not published yet) is cached as null like any other answer.

const tagsOf = (kind: "specials" | "campaigns" | "cases") => [PUBLIC_TAGS.editorial(kind), PUBLIC_TAGS.apps];

/** The specials published now, in the operator's order. */
export async function readSpecials(locale: TLocale) {
  const specials = await readPublic("specials", tagsOf("specials"), (db, now) => listSpecials(db, { now }));
  return specials.map((special) => localizeEditorial(special, locale));
}

/** One published special, or null. */
export async function readSpecial(id: number, locale: TLocale) {
  const special = await readPublic(`specials:${id}`, tagsOf("specials"), (db, now) => getSpecial(db, { id, now }));
  return special && withLocalizedApps(localizeEditorial(special, locale), locale);
}

/** The campaigns running now with their listed apps. */
export async function readRunningCampaigns(locale: TLocale) {
  const campaigns = await readPublic("campaigns", tagsOf("campaigns"), (db, now) => listRunningCampaigns(db, { now }));
  return campaigns.map((campaign) => withLocalizedApps(localizeEditorial(campaign, locale), locale));
}

/** The case studies published now, newest first. */
export async function readCases(locale: TLocale) {
  const cases = await readPublic("cases", tagsOf("cases"), (db, now) => listCases(db, { now }));
  return cases.map((item) => withLocalizedApps(localizeEditorial(item, locale), locale));
}

/** One published case study, or null. */
export async function readCase(id: number, locale: TLocale) {
  const item = await readPublic(`cases:${id}`, tagsOf("cases"), (db, now) => getCase(db, { id, now }));
  return item && withLocalizedApps(localizeEditorial(item, locale), locale);
}

/** A terms document as in effect now (its latest version, or `version` if in effect), or null. */
export async function readTermsDocument(kind: TTermsKind, locale: TLocale, version?: string) {
  const document = await readPublic(
    `terms:${JSON.stringify([kind, version ?? null])}`,
    [PUBLIC_TAGS.editorial("terms")],
    (db, now) => getTermsDocument(db, { kind, version, now }),
  );
  return document && { ...document, terms: localizeTerms(document.terms, locale) };
}
