import { ratingSummary } from "@store/domain/voices/voice-counts";
import { getFormatter } from "next-intl/server";
import type { TDetailT } from "../detail-parts";
import type { TVoiceSummary } from "./load-app-voices";
import { VoiceStars } from "./voice-stars";

// The rating summary above an app's voices: the average with its stars (one decimal, rounded as the
// domain rounds it for every screen), how many voices there are, and how the ratings spread over 5
// to 1 stars, as bars whose numbers are also written out.

export async function VoiceSummary({ summary, t }: { summary: TVoiceSummary; t: TDetailT }) {
  const format = await getFormatter();
  const rating = ratingSummary(summary.stars);
  const average =
    rating.average === null
      ? null
      : format.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div
      className="mb-8 grid gap-6 rounded-xl border border-line p-4 sm:grid-cols-[minmax(10rem,auto)_1fr] sm:p-6"
      data-voice-summary
    >
      <div className="flex flex-col gap-1">
        {average === null ? (
          <p className="font-bold">{t("summary.noRating")}</p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-3">
            <span aria-hidden="true" className="text-4xl font-bold">
              {average}
            </span>
            <VoiceStars rating={rating.average ?? 0} label={t("summary.average", { rating: average })} size="large" />
          </p>
        )}
        <p className="text-sm text-ink-muted">{t("summary.count", { count: summary.count })}</p>
      </div>
      {rating.count > 0 ? (
        <ul aria-label={t("summary.distribution")} className="flex flex-col gap-1.5 text-sm">
          {rating.distribution.map((share) => (
            <li
              key={share.rating}
              className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-3"
              data-stars={share.rating}
            >
              <span>{t("summary.stars", { stars: share.rating })}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-canvas ring-1 ring-line">
                <span className="block h-full rounded-full bg-amber-600" style={{ width: `${share.percent}%` }} />
              </span>
              <span className="min-w-12 text-right tabular-nums">{t("summary.starCount", { count: share.count })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
