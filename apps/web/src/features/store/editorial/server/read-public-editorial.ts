import "server-only";
import type { TTermsKind } from "@store/domain/enums";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { getCase } from "./get-case";
import { getSpecial } from "./get-special";
import { getTermsDocument } from "./get-terms";
import { listCases } from "./list-cases";
import { listRunningCampaigns } from "./list-campaigns";
import { listSpecials } from "./list-specials";

// The editorial pages' and JSON routes' reads through the process's cache (server/public/public-reads.ts).
// They show nothing that depends on the viewer. Each shows app cards too, so it also carries the
// apps tag; an item not found (or not published yet) is cached as null like any other answer.

const tagsOf = (kind: "specials" | "campaigns" | "cases") => [PUBLIC_TAGS.editorial(kind), PUBLIC_TAGS.apps];

/** The specials published now, in the operator's order. */
export function readSpecials() {
  return readPublic("specials", tagsOf("specials"), (db, now) => listSpecials(db, { now }));
}

/** One published special, or null. */
export function readSpecial(id: number) {
  return readPublic(`specials:${id}`, tagsOf("specials"), (db, now) => getSpecial(db, { id, now }));
}

/** The campaigns running now with their listed apps. */
export function readRunningCampaigns() {
  return readPublic("campaigns", tagsOf("campaigns"), (db, now) => listRunningCampaigns(db, { now }));
}

/** The case studies published now, newest first. */
export function readCases() {
  return readPublic("cases", tagsOf("cases"), (db, now) => listCases(db, { now }));
}

/** One published case study, or null. */
export function readCase(id: number) {
  return readPublic(`cases:${id}`, tagsOf("cases"), (db, now) => getCase(db, { id, now }));
}

/** A terms document as in effect now (its latest version, or `version` if in effect), or null. */
export function readTermsDocument(kind: TTermsKind, version?: string) {
  return readPublic(`terms:${JSON.stringify([kind, version ?? null])}`, [PUBLIC_TAGS.editorial("terms")], (db, now) =>
    getTermsDocument(db, { kind, version, now }),
  );
}
