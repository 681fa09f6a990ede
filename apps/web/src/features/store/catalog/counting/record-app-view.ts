import "server-only";
import { recordListingEvent } from "@store/db/queries/listing-events";
import { type TCampaignValues, ZCampaignValues } from "@store/domain/analytics/listing-events";
import { headers } from "next/headers";
import { after } from "next/server";
import { publicAppPath } from "@/paths/developer-paths";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import type { TSearchParams } from "@/server/pages/page";
import { isPersonVisit } from "./person-visit";

// Partner analytics (issue 29): a view of the public app page, counted after the response has gone
// (Next.js `after`), so it adds nothing to the page's latency. Nothing about the viewer is kept:
// no cookie, no address, no agent; only the app, the hour and the campaign values of the address.
// Crawlers (the maintained `isbot` list) are not counted; previews never call this.

/** The address's utm_* values (SPEC §3), the first of each when repeated; empty ones dropped. */
export function viewCampaign(search: TSearchParams): TCampaignValues {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = ZCampaignValues.safeParse({
    utm_source: first(search.utm_source),
    utm_medium: first(search.utm_medium),
    utm_campaign: first(search.utm_campaign),
  });
  return parsed.success ? parsed.data : {};
}

/**
 * Whether the page is loading itself again: the store reloads the app page after an install so it
 * shows the installed state (install-app-dialog.tsx), with the page itself as the referrer. A load
 * whose referrer is the same app page is not a new view. (A person's own refresh keeps the first
 * load's referrer, so it counts: without a cookie a refresh is not told from a return.)
 */
async function isOwnReload(code: string): Promise<boolean> {
  const referer = (await headers()).get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).pathname === publicAppPath(code);
  } catch {
    return false;
  }
}

/** Schedules the view's count for after the response; a failure is logged, never shown. */
export async function countAppView(app: { id: number; code: string }, campaign: TCampaignValues): Promise<void> {
  if (!(await isPersonVisit()) || (await isOwnReload(app.code))) return;
  const appId = app.id;
  after(async () => {
    try {
      await recordListingEvent(await getDb(), { appId, kind: "view", campaign });
    } catch (error) {
      logger.warn({ err: error, appId }, "the app page view was not counted");
    }
  });
}
