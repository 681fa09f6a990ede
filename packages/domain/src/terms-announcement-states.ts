// Where an operator's terms version or provider announcement stands at a moment (issue 11): the
// console's lists and the API answer with it. Public reads never see drafts (publishedAt null).
import type { TAnnouncementState, TTermsVersionState } from "./schemas/editorial";

/**
 * A terms version at `now`: a draft until published; scheduled until both its publication and its
 * effective time have come; then current when it is the kind's version in effect (`currentId`),
 * else past.
 */
export function termsVersionState(
  row: { id: number; effectiveAt: Date; publishedAt: Date | null },
  currentId: number | null,
  now: Date,
): TTermsVersionState {
  if (row.publishedAt === null) return "draft";
  if (row.publishedAt > now || row.effectiveAt > now) return "scheduled";
  return row.id === currentId ? "current" : "past";
}

export function announcementState(publishedAt: Date | null, now: Date): TAnnouncementState {
  if (publishedAt === null) return "draft";
  return publishedAt > now ? "scheduled" : "published";
}
