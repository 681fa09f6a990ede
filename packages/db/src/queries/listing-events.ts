import {
  type TCampaignValues,
  type TListingEventKind,
  type TUninstallReason,
  CAMPAIGN_VALUE_MAX,
  SOURCED_EVENT_KINDS,
  UNINSTALL_NOTE_MAX,
} from "@store/domain/analytics/listing-events";
import { sql } from "drizzle-orm";
import type { TDb } from "../client";
import { listingEventHours, listingEventSources, listingEvents, uninstallReasons } from "../schema/listing-events";

// Partner analytics (issue 29): one event is one row (not for views) and one +1 in each rollup it
// belongs to, written by the caller's transaction so the figures never lag behind the events.

export type TListingEventInput = {
  appId: number;
  kind: TListingEventKind;
  /** The tenant of a request or an installation; never given for a view. */
  tenantId?: string | null;
  /** The SPEC §3 values the visit carried; empty ones are ignored, long ones cut. */
  campaign?: TCampaignValues | null;
  at?: Date;
};

function campaignValue(value: string | undefined): string | null {
  const kept = value?.trim().slice(0, CAMPAIGN_VALUE_MAX) ?? "";
  return kept === "" ? null : kept;
}

/** The campaign values as kept: trimmed, cut, empty ones dropped to null. */
export function keptCampaign(campaign: TCampaignValues | null | undefined) {
  return {
    utmSource: campaignValue(campaign?.utm_source),
    utmMedium: campaignValue(campaign?.utm_medium),
    utmCampaign: campaignValue(campaign?.utm_campaign),
  };
}

/** Records one event: its row (not for views), its hour, and its source when a view or install has campaign values. */
export async function recordListingEvent(db: TDb, event: TListingEventInput): Promise<void> {
  const at = event.at ?? new Date();
  const utm = keptCampaign(event.campaign);
  const atIso = at.toISOString();
  if (event.kind !== "view") {
    await db.insert(listingEvents).values({
      appId: event.appId,
      kind: event.kind,
      occurredAt: at,
      tenantId: event.tenantId ?? null,
      ...utm,
    });
  }
  await db
    .insert(listingEventHours)
    .values({
      appId: event.appId,
      hour: sql`date_trunc('hour', ${atIso}::timestamptz at time zone 'UTC') at time zone 'UTC'`,
      kind: event.kind,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [listingEventHours.appId, listingEventHours.hour, listingEventHours.kind],
      set: { count: sql`${listingEventHours.count} + 1` },
    });
  const sourced = (SOURCED_EVENT_KINDS as readonly TListingEventKind[]).includes(event.kind);
  if (!sourced || (utm.utmSource === null && utm.utmMedium === null && utm.utmCampaign === null)) return;
  await db
    .insert(listingEventSources)
    .values({
      appId: event.appId,
      day: sql`(${atIso}::timestamptz at time zone 'Asia/Tokyo')::date`,
      kind: event.kind,
      utmSource: utm.utmSource ?? "",
      utmMedium: utm.utmMedium ?? "",
      utmCampaign: utm.utmCampaign ?? "",
      count: 1,
    })
    .onConflictDoUpdate({
      target: [
        listingEventSources.appId,
        listingEventSources.day,
        listingEventSources.kind,
        listingEventSources.utmSource,
        listingEventSources.utmMedium,
        listingEventSources.utmCampaign,
      ],
      set: { count: sql`${listingEventSources.count} + 1` },
    });
}

/** Keeps why a company left, with the app and the time only (no tenant, no person). */
export async function recordUninstallReason(
  db: TDb,
  params: { appId: number; reason: TUninstallReason; note?: string | null; at?: Date },
): Promise<void> {
  await db.insert(uninstallReasons).values({
    appId: params.appId,
    reason: params.reason,
    note: (params.note ?? "").trim().slice(0, UNINSTALL_NOTE_MAX),
    occurredAt: params.at ?? new Date(),
  });
}
