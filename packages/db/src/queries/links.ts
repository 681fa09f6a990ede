import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { TDb } from "../client";
import { links, type TLinkKind } from "../schema/editorial";

/** One kind of the home page's link banners: published at `now`, in the operator's order. */
async function findPublishedLinks(db: TDb, params: { kind: TLinkKind; now: Date }) {
  return db
    .select({ id: links.id, linkUrl: links.linkUrl, imageUrl: links.imageUrl, alt: links.alt })
    .from(links)
    .where(and(eq(links.kind, params.kind), isNotNull(links.publishedAt), lte(links.publishedAt, params.now)))
    .orderBy(asc(links.position), asc(links.id));
}

/** The home page's pick-up carousel (SPEC §3 Pick-up links). */
export async function findPickupLinks(db: TDb, params: { now: Date }) {
  return findPublishedLinks(db, { kind: "pickups", now: params.now });
}

/** The home page's top links (SPEC §3 Top links). */
export async function findTopLinks(db: TDb, params: { now: Date }) {
  return findPublishedLinks(db, { kind: "top_links", now: params.now });
}
