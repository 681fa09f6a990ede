// Where an editorial item stands for the public (issue 11): publishedAt null is an operator's
// unpublished item, a later time is scheduled; a campaign shows only inside its own period too.

/** Where an item stands for the public at a moment; campaigns also run and end. */
export const EDITORIAL_STATES = ["draft", "scheduled", "published", "running", "ended"] as const;
export type TEditorialState = (typeof EDITORIAL_STATES)[number];

/**
 * An item's state at `now`: no publication time is a draft, a later one is scheduled, else
 * published. A published campaign is scheduled until it starts, running until it ends, then ended.
 */
export function editorialState(
  item: { publishedAt: string | null; startsAt?: string; endsAt?: string },
  now: Date,
): TEditorialState {
  if (item.publishedAt === null) return "draft";
  const at = now.getTime();
  if (Date.parse(item.publishedAt) > at) return "scheduled";
  if (item.startsAt === undefined || item.endsAt === undefined) return "published";
  if (Date.parse(item.startsAt) > at) return "scheduled";
  return Date.parse(item.endsAt) > at ? "running" : "ended";
}
