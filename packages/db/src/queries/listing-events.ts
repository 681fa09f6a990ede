import {
  type TCampaignValues,
  type TListingEventKind,
  type TUninstallReason,
  CAMPAIGN_VALUE_MAX,
  SOURCED_EVENT_KINDS,
  STORE_SCOPE_ID,
  UNINSTALL_NOTE_MAX,
} from "@store/domain/analytics/listing-events";
import { sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { listingEventHours, listingEvents, uninstallReasons } from "../schema/listing-events";

// Partner analytics (issue 29): one event is one row (not for views) and one +1 in each rollup it
// belongs to, written by the caller's transaction so the figures never lag behind the events. The
// daily rollups take the +1 three times in one statement (the app, its provider, the store), always
// in that order, so two transactions never wait on each other's rows the other way round.

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
  const day = sql`(${atIso}::timestamptz at time zone 'Asia/Tokyo')::date`;
  await db.execute(sql`
    insert into listing_event_days (scope, scope_id, day, kind, count)
    select s.scope, s.scope_id, ${day}, ${event.kind}, 1
    from apps a cross join lateral (${SCOPES_OF_APP}) as s(scope, scope_id, ord)
    where a.id = ${event.appId}
    order by s.ord
    on conflict (scope, scope_id, day, kind) do update set count = listing_event_days.count + 1`);
  const sourced = (SOURCED_EVENT_KINDS as readonly TListingEventKind[]).includes(event.kind);
  if (!sourced || (utm.utmSource === null && utm.utmMedium === null && utm.utmCampaign === null)) return;
  await db.execute(sql`
    insert into listing_event_source_days (scope, scope_id, day, kind, utm_source, utm_medium, utm_campaign, count)
    select s.scope, s.scope_id, ${day}, ${event.kind}, ${utm.utmSource ?? ""}, ${utm.utmMedium ?? ""},
      ${utm.utmCampaign ?? ""}, 1
    from apps a cross join lateral (${SCOPES_OF_APP}) as s(scope, scope_id, ord)
    where a.id = ${event.appId}
    order by s.ord
    on conflict (scope, scope_id, day, kind, utm_source, utm_medium, utm_campaign)
    do update set count = listing_event_source_days.count + 1`);
}

/** The three rollup rows an event of app `a` adds to, in the order they are locked. */
const SCOPES_OF_APP = sql.raw(
  `values ('app', a.id, 1), ('provider', a.app_provider_id, 2), ('store', ${STORE_SCOPE_ID}, 3)`,
);

/**
 * Rebuilds the provider and store rows of the daily rollups from the app rows (the demo seed and the
 * generator write app rows only, in bulk).
 */
export async function rollUpListingScopes(db: TDb): Promise<void> {
  await db.execute(sql`delete from listing_event_days where scope <> 'app'`);
  await db.execute(sql`delete from listing_event_source_days where scope <> 'app'`);
  await db.execute(sql`
    insert into listing_event_days (scope, scope_id, day, kind, count)
    select s.scope, s.scope_id, d.day, d.kind, sum(d.count)::int
    from listing_event_days d join apps a on a.id = d.scope_id
    cross join lateral (values ('provider', a.app_provider_id), ('store', ${STORE_SCOPE_ID})) as s(scope, scope_id)
    where d.scope = 'app'
    group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into listing_event_source_days (scope, scope_id, day, kind, utm_source, utm_medium, utm_campaign, count)
    select s.scope, s.scope_id, d.day, d.kind, d.utm_source, d.utm_medium, d.utm_campaign, sum(d.count)::int
    from listing_event_source_days d join apps a on a.id = d.scope_id
    cross join lateral (values ('provider', a.app_provider_id), ('store', ${STORE_SCOPE_ID})) as s(scope, scope_id)
    where d.scope = 'app'
    group by 1, 2, 3, 4, 5, 6, 7`);
}

/** Keeps why a company left, with the app and the time only (no tenant, no person). */
export async function recordUninstallReason(
  db: TDb,
  params: { appId: number; reason: TUninstallReason; note?: string | null; at?: Date },
): Promise<void> {
  await db.insert(uninstallReasons).values({
    appId: params.appId,
    appProviderId: sql`(select ${apps.appProviderId} from ${apps} where ${apps.id} = ${params.appId})`,
    reason: params.reason,
    note: (params.note ?? "").trim().slice(0, UNINSTALL_NOTE_MAX),
    occurredAt: params.at ?? new Date(),
  });
}
