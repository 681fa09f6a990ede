// The tags of cached public reads (public-reads.ts): entries carry them, writers invalidate them
// (public-cache.ts) after their transaction commits.
import type { TEditorialContentKind } from "@store/domain/schemas/editorial";

/** The tags entries carry and writers invalidate. */
export const PUBLIC_TAGS = {
  /** Anything that shows an app: lists, facets, app pages, shelves, editorial app cards, releases. */
  apps: "apps",
  /** Categories, plans and tags (names and the listed counts per category and plan). */
  taxonomy: "taxonomy",
  editorial: (kind: TEditorialTagKind) => `editorial:${kind}` as const,
} as const;

/** The console's editorial kinds, and terms and announcements edited on their own pages. */
export type TEditorialTagKind = TEditorialContentKind | "terms" | "announcements";
