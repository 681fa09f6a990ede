import "server-only";
import type { TDb } from "@store/db/client";
import { findCampaignApps, findRunningCampaigns } from "@store/db/queries/campaigns";
import type { TEditorialSource } from "@store/domain/editorial-translations";
import type { TCampaign } from "@store/domain/schemas/editorial";
import { groupBy, toEditorialApp } from "./to-editorial-app";

type TCampaignRow = Omit<TEditorialSource<TCampaign>, "startsAt" | "endsAt" | "apps"> & {
  startsAt: Date;
  endsAt: Date;
};
type TAppRows = Awaited<ReturnType<typeof findCampaignApps>>;

/** A campaign as /campaigns shows it: the one builder of the public page and the console's preview. */
export function toCampaign(row: TCampaignRow, apps: TAppRows): TEditorialSource<TCampaign> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    benefits: row.benefits,
    conditions: row.conditions,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    apps: apps.map(toEditorialApp),
    translations: row.translations,
  };
}

/** The campaigns running at `now` with their listed apps. */
export async function listRunningCampaigns(db: TDb, params: { now: Date }): Promise<TEditorialSource<TCampaign>[]> {
  const rows = await findRunningCampaigns(db, params);
  const apps = groupBy(await findCampaignApps(db, { campaignIds: rows.map((row) => row.id) }), (app) => app.campaignId);
  return rows.map((row) => toCampaign(row, apps.get(row.id) ?? []));
}
