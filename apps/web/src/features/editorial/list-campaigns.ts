import "server-only";
import type { TDb } from "@store/db/client";
import { findCampaignApps, findRunningCampaigns } from "@store/db/queries/campaigns";
import type { TCampaign } from "@store/domain/schemas/editorial";
import { groupBy, toEditorialApp } from "./to-editorial-app";

/** The campaigns running at `now` with their listed apps. */
export async function listRunningCampaigns(db: TDb, params: { now: Date }): Promise<TCampaign[]> {
  const rows = await findRunningCampaigns(db, params);
  const apps = groupBy(await findCampaignApps(db, { campaignIds: rows.map((row) => row.id) }), (app) => app.campaignId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    benefits: row.benefits,
    conditions: row.conditions,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    apps: (apps.get(row.id) ?? []).map(toEditorialApp),
  }));
}
