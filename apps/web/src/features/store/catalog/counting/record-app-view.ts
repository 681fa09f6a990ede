import "server-only";
import { findVisibleAppIdByCode } from "@store/db/queries/app-page";
import { recordListingEvent } from "@store/db/queries/listing-events";
import { type TCampaignValues, ZCampaignValues } from "@store/domain/analytics/listing-events";
import type { NextRequest } from "next/server";
import { isPreviewRequest } from "@/paths/preview-request";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { isPageRenderForCache } from "@/server/public/page-cache";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { isPersonVisit } from "./person-visit";

// Partner analytics (issue 29): a view of the public app page. proxy.ts counts it for every request
// of the page, whether the page cache serves it (issue 30) or it is rendered, and records it after
// the response has gone, so it adds nothing to the page's latency. Nothing about the viewer is kept:
// no cookie, no address, no agent; only the app, the hour and the campaign values of the address.
// Crawlers (the maintained `isbot` list), prefetches, previews and the dialogs' addresses
// (`/apps/{code}/document_request`) are not counted, nor the store rendering a page for its cache.

const APP_PAGE = /^\/apps\/([^/]+)$/;

/** The address's utm_* values (SPEC §3), the first of each when repeated; empty ones dropped. */
export function viewCampaign(search: URLSearchParams): TCampaignValues {
  const parsed = ZCampaignValues.safeParse({
    utm_source: search.get("utm_source") ?? undefined,
    utm_medium: search.get("utm_medium") ?? undefined,
    utm_campaign: search.get("utm_campaign") ?? undefined,
  });
  return parsed.success ? parsed.data : {};
}

/**
 * Whether the page is loading itself again: the store reloads the app page after an install so it
 * shows the installed state (install-app-dialog.tsx), with the page itself as the referrer. A load
 * whose referrer is the same app page is not a new view. (A person's own refresh keeps the first
 * load's referrer, so it counts: without a cookie a refresh is not told from a return.)
 */
function isOwnReload(request: NextRequest): boolean {
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).pathname === request.nextUrl.pathname;
  } catch {
    return false;
  }
}

function appCodeOf(pathname: string): string | null {
  const encoded = APP_PAGE.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * The count of a person's view of an app page, to run after the response (proxy.ts hands it to
 * `waitUntil`); null when the request is no such view. An unknown or hidden app counts nothing; a
 * failure is logged, never shown.
 */
export function appPageView(request: NextRequest): (() => Promise<void>) | null {
  const { pathname, searchParams } = request.nextUrl;
  const code = request.method === "GET" ? appCodeOf(pathname) : null;
  if (code === null || isPreviewRequest(pathname, searchParams) || isPageRenderForCache(request.headers)) return null;
  if (!isPersonVisit(request.headers) || isOwnReload(request)) return null;
  const campaign = viewCampaign(searchParams);
  return async () => {
    try {
      const appId = await readPublic(`visible-app-id:${code}`, [PUBLIC_TAGS.apps], (db) =>
        findVisibleAppIdByCode(db, code),
      );
      if (appId !== null) await recordListingEvent(await getDb(), { appId, kind: "view", campaign });
    } catch (error) {
      logger.warn({ err: error, code }, "the app page view was not counted");
    }
  };
}
