// Partner analytics (issue 29): what happens to a listing, from a view to an uninstall. The kinds of
// event the store counts per app, why a company says it leaves, and the campaign values (SPEC §3
// utm_*) an event may carry. No event names a person; only requests and installs name a tenant.
import { z } from "zod";

/** Every event the store counts per app, in the funnel's order: seen, asked about, installed, left. */
export const LISTING_EVENT_KINDS = [
  "view",
  "documentRequest",
  "inquiry",
  "demoRequest",
  "trialRequest",
  "install",
  "uninstall",
  "connect",
  "disconnect",
] as const;
export type TListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/**
 * The daily rollups are kept per app, per provider (all its apps) and for the whole store, so each
 * reading is a few rows however many apps it covers.
 */
export const LISTING_ROLLUP_SCOPES = ["app", "provider", "store"] as const;
export type TListingRollupScope = (typeof LISTING_ROLLUP_SCOPES)[number];
/** The scope id of the store-wide rows. */
export const STORE_SCOPE_ID = 0;

/** The requests of the funnel's middle step: views → requests → installs. */
export const REQUEST_EVENT_KINDS = [
  "documentRequest",
  "inquiry",
  "demoRequest",
  "trialRequest",
] as const satisfies readonly TListingEventKind[];

/**
 * A company starts using an app by adding it (an install or labs app's add-on: `install`) or by
 * connecting it (a connect or adapt app: `connect`); it stops by the opposite. The funnel's installs
 * and the active installations count both ways.
 */
export const ADDED_EVENT_KINDS = ["install", "connect"] as const satisfies readonly TListingEventKind[];
export const REMOVED_EVENT_KINDS = ["uninstall", "disconnect"] as const satisfies readonly TListingEventKind[];

/** The events whose campaign values the store keeps by source (views and installs, issue 29 item 4). */
export const SOURCED_EVENT_KINDS = ["view", ...ADDED_EVENT_KINDS] as const satisfies readonly TListingEventKind[];

/** How many of `kinds` a tally holds. */
export function sumKinds(counts: Readonly<Record<TListingEventKind, number>>, kinds: readonly TListingEventKind[]) {
  return kinds.reduce((sum, kind) => sum + counts[kind], 0);
}

/**
 * Why a company uninstalls, as the uninstall dialog offers it (optional; never blocks the uninstall).
 * The short list Atlassian's and Shopify's exit surveys converge on, plus `other` with the free text.
 */
export const UNINSTALL_REASONS = [
  "notUsed",
  "tooExpensive",
  "missingFeature",
  "hardToUse",
  "switchedApp",
  "technicalProblem",
  "companyChange",
  "other",
] as const;
export type TUninstallReason = (typeof UNINSTALL_REASONS)[number];

/** The free text beside a reason: a sentence or two for the provider, shown without who wrote it. */
export const UNINSTALL_NOTE_MAX = 500;

/** A campaign value as kept: a marketing tag, not a text; longer ones are cut (never refused). */
export const CAMPAIGN_VALUE_MAX = 100;

const campaignValue = z
  .string()
  .transform((value) => value.trim().slice(0, CAMPAIGN_VALUE_MAX))
  .optional();

/** The SPEC §3 values an event carries when the visit had them; empty ones are dropped. */
export const ZCampaignValues = z
  .object({ utm_source: campaignValue, utm_medium: campaignValue, utm_campaign: campaignValue })
  .transform((values) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== "")),
  );
export type TCampaignValues = { utm_source?: string; utm_medium?: string; utm_campaign?: string };

/**
 * The campaign values a request's body may carry, under the install payload's names (SPEC §3):
 * what the visit's session storage holds. They are marketing tags the person never typed, so a
 * long one is cut, never refused.
 */
const bodyCampaignValue = z
  .string()
  .transform((value) => value.slice(0, 200))
  .optional();
export const CAMPAIGN_BODY_FIELDS = {
  utmSource: bodyCampaignValue,
  utmMedium: bodyCampaignValue,
  utmCampaign: bodyCampaignValue,
  utmContent: bodyCampaignValue,
};

/** A request body's campaign values as an event keeps them. */
export function campaignOfBody(body: { utmSource?: string; utmMedium?: string; utmCampaign?: string }) {
  return ZCampaignValues.parse({
    utm_source: body.utmSource,
    utm_medium: body.utmMedium,
    utm_campaign: body.utmCampaign,
  }) as TCampaignValues;
}
