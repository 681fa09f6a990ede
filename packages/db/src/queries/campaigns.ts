import { LISTED_APP_STATUSES } from "@store/domain/enums";
import { and, asc, eq, gt, inArray, isNotNull, lte } from "drizzle-orm";
import type { TDb } from "../client";
import { appNameOrder } from "./app-search";
import { apps } from "../schema/apps";
import { campaignApps, campaigns } from "../schema/editorial";
import { appProviders } from "../schema/providers";
import { editorialAppColumns } from "./specials";

/**
 * Published campaigns running at `now` (publishedAt ≤ now, startsAt ≤ now < endsAt), the soonest to
 * end first. Decided per request, so a campaign appears and leaves at its times with no job run.
 */
export async function findRunningCampaigns(db: TDb, params: { now: Date }) {
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      benefits: campaigns.benefits,
      conditions: campaigns.conditions,
      imageUrl: campaigns.imageUrl,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      translations: campaigns.translations,
    })
    .from(campaigns)
    .where(
      and(
        isNotNull(campaigns.publishedAt),
        lte(campaigns.publishedAt, params.now),
        lte(campaigns.startsAt, params.now),
        gt(campaigns.endsAt, params.now),
      ),
    )
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
}

/** The listed apps of the given campaigns, by campaign. */
export async function findCampaignApps(db: TDb, params: { campaignIds: number[] }) {
  if (params.campaignIds.length === 0) return [];
  return db
    .select({ campaignId: campaignApps.campaignId, ...editorialAppColumns })
    .from(campaignApps)
    .innerJoin(apps, eq(apps.id, campaignApps.appId))
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(and(inArray(campaignApps.campaignId, params.campaignIds), inArray(apps.status, [...LISTED_APP_STATUSES])))
    .orderBy(appNameOrder, asc(apps.id));
}
