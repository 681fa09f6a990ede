// What the store shows of an app's ratings (issue 28): the summary of the detail page and the average
// as it is shown. The counts on the app's row (`voiceCount`, the rating sum, the rated count, the
// average lists sort by) are kept by the database in the writing transaction: a trigger on
// user_voices (migration 0023) counts the public statuses (voice-status.ts `isVoicePublic`), so no
// writer adds them itself.
import { VOICE_RATING_MAX, VOICE_RATING_MIN } from "./voice-limits";

/** The average as the store shows it: one decimal, halves rounded up (4.25 → 4.3); null with no rating. */
export function averageRating(ratingSum: number, ratedCount: number): number | null {
  if (ratedCount <= 0) return null;
  // Tenths as an integer first, so 4.25 is not 4.2499999 in floating point.
  return Math.round((ratingSum * 10) / ratedCount) / 10;
}

export type TRatingShare = { rating: number; count: number; percent: number };
export type TRatingSummary = { average: number | null; count: number; distribution: TRatingShare[] };

/**
 * Whole percents that add up to exactly 100 (largest remainder: each share is rounded down, and the
 * points left go to the largest remainders, the higher rating first on a tie). All 0 with no votes.
 */
function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const percents = exact.map(Math.floor);
  const left = 100 - percents.reduce((sum, percent) => sum + percent, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) percents[index] = (percents[index] ?? 0) + 1;
  return percents;
}

/**
 * The summary above an app's voices: the average, how many rated, and the share of each rating from
 * the highest down (as the detail page draws its bars). `countsByRating` maps a rating to its count;
 * ratings it lacks count 0.
 */
export function ratingSummary(countsByRating: Readonly<Partial<Record<number, number>>>): TRatingSummary {
  const ratings: number[] = [];
  for (let rating = VOICE_RATING_MAX; rating >= VOICE_RATING_MIN; rating--) ratings.push(rating);
  const counts = ratings.map((rating) => countsByRating[rating] ?? 0);
  const percents = wholePercents(counts);
  const count = counts.reduce((sum, n) => sum + n, 0);
  const ratingSum = ratings.reduce((sum, rating, i) => sum + rating * (counts[i] ?? 0), 0);
  return {
    average: averageRating(ratingSum, count),
    count,
    distribution: ratings.map((rating, i) => ({ rating, count: counts[i] ?? 0, percent: percents[i] ?? 0 })),
  };
}
