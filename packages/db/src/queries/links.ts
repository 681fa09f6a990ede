import { and, asc, isNotNull, lte } from "drizzle-orm";
import type { TDb } from "../client";
import { pickupLinks, topLinks } from "../schema/editorial";

/** The home page's pick-up carousel (SPEC §3 Pick-up links): published at `now`, in the operator's order. */
export async function findPickupLinks(db: TDb, params: { now: Date }) {
  return db
    .select({ id: pickupLinks.id, linkUrl: pickupLinks.linkUrl, imageUrl: pickupLinks.imageUrl, alt: pickupLinks.alt })
    .from(pickupLinks)
    .where(and(isNotNull(pickupLinks.publishedAt), lte(pickupLinks.publishedAt, params.now)))
    .orderBy(asc(pickupLinks.position), asc(pickupLinks.id));
}

/** The home page's top links (SPEC §3 Top links): published at `now`, in the operator's order. */
export async function findTopLinks(db: TDb, params: { now: Date }) {
  return db
    .select({ id: topLinks.id, linkUrl: topLinks.linkUrl, imageUrl: topLinks.imageUrl, alt: topLinks.alt })
    .from(topLinks)
    .where(and(isNotNull(topLinks.publishedAt), lte(topLinks.publishedAt, params.now)))
    .orderBy(asc(topLinks.position), asc(topLinks.id));
}
