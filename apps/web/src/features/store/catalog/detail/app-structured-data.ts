import type { TAppDetail } from "@store/domain/schemas/app";
import { VOICE_RATING_MAX, VOICE_RATING_MIN } from "@store/domain/voices/voice-limits";
import type { TVoiceSummary } from "./voices/load-app-voices";

/**
 * schema.org AggregateRating of an app's published voices (issue 28): the mean of the rated ones and
 * how many rated it, beside how many voices there are; none while no published voice has a rating.
 */
export function voicesAggregateRating(summary: TVoiceSummary) {
  const ratingCount = Object.values(summary.stars).reduce((sum, n) => sum + n, 0);
  if (ratingCount === 0 || summary.average === null) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(summary.average * 100) / 100,
    ratingCount,
    reviewCount: summary.count,
    bestRating: VOICE_RATING_MAX,
    worstRating: VOICE_RATING_MIN,
  };
}

/** schema.org SoftwareApplication for an app page's JSON-LD, with its users' rating when `voices` has one. */
export function appStructuredData(app: TAppDetail, pageUrl: string, voices?: TVoiceSummary) {
  const absolute = (link: string | null) => (link ? new URL(link, pageUrl).toString() : undefined);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: app.name,
    headline: app.title || undefined,
    description: app.description || app.title || undefined,
    url: pageUrl,
    image: absolute(app.lineupImage ?? app.logoImage),
    applicationCategory: "BusinessApplication",
    applicationSubCategory: app.categories.map((c) => c.name).join(", ") || undefined,
    operatingSystem: "Web",
    keywords: app.tags.map((tag) => tag.name).join(", ") || undefined,
    publisher: { "@type": "Organization", name: app.appProvider.name },
    offers:
      app.plan?.priceType === "free"
        ? { "@type": "Offer", price: "0", priceCurrency: "JPY", name: app.plan.name }
        : undefined,
    aggregateRating: voices ? voicesAggregateRating(voices) : undefined,
  };
}

/** JSON for a <script> element: `<` escaped so no content can close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
