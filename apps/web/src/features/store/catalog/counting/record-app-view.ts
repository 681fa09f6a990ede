import "server-only";
import { findVisibleAppIdByCode } from "@store/db/queries/app-page";
import { recordListingEvent } from "@store/db/queries/listing-events";
import { type TCampaignValues, ZCampaignValues } from "@store/domain/analytics/listing-events";
import { headers } from "next/headers";
import { after, type NextRequest } from "next/server";
import { publicAppPath } from "@/paths/developer-paths";
import { isPreviewRequest } from "@/paths/preview-request";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import type { TSearchParams } from "@/server/pages/page";
import { isDocumentRequest, isPageRenderForCache } from "@/server/public/page-cache";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { isPersonVisit } from "./person-visit";

// Partner analytics (issue 29): a view of the public app page, recorded after the response has gone,
// so it adds nothing to the page's latency. proxy.ts counts every load of the page, whether the
// page cache serves it (issue 30) or it is rendered; a client-side navigation to it (the router's
// request, whose headers Next.js hides from proxy.ts) is counted as it renders. Nothing about the viewer is kept:
// no cookie, no address, no agent; only the app, the hour and the campaign values of the address.
// Crawlers (the maintained `isbot` list), prefetches, previews and the dialogs' addresses
// (`/apps/{code}/document_request`) are not counted, nor the store rendering a page for its cache.

const APP_PAGE = /^\/apps\/([^/]+)$/;

/** The address's utm_* values (SPEC §3), the first of each when repeated; empty ones dropped. */
export function viewCampaign(search: URLSearchParams | TSearchParams): TCampaignValues {
  const first = (name: string) => {
    if (search instanceof URLSearchParams) return search.get(name) ?? undefined;
    const value = search[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const parsed = ZCampaignValues.safeParse({
    utm_source: first("utm_source"),
    utm_medium: first("utm_medium"),
    utm_campaign: first("utm_campaign"),
  });
  return parsed.success ? parsed.data : {};
}

/**
 * Whether the page is loading itself again: the store reloads the app page after an install so it
 * shows the installed state (install-app-dialog.tsx), with the page itself as the referrer. A load
 * whose referrer is the same app page is not a new view. (A person's own refresh keeps the first
 * load's referrer, so it counts: without a cookie a refresh is not told from a return.)
 */
function isOwnReload(referer: string | null, pathname: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).pathname === pathname;
  } catch {
    return false;
  }
}

/** Records the view of the app at `code` (a hidden or unknown app counts nothing); a failure is logged, never shown. */
async function recordView(code: string, campaign: TCampaignValues): Promise<void> {
  try {
    const appId = await readPublic(`visible-app-id:${code}`, [PUBLIC_TAGS.apps], (db) =>
      findVisibleAppIdByCode(db, code),
    );
    if (appId !== null) await recordListingEvent(await getDb(), { appId, kind: "view", campaign });
  } catch (error) {
    logger.warn({ err: error, code }, "the app page view was not counted");
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
 * The count of a person's load of an app page, to run after the response (proxy.ts hands it to
 * `waitUntil`); null when the request is no such load.
 */
export function appPageView(request: NextRequest): (() => Promise<void>) | null {
  const { pathname, searchParams } = request.nextUrl;
  const code = request.method === "GET" ? appCodeOf(pathname) : null;
  if (code === null || isPreviewRequest(pathname, searchParams) || isPageRenderForCache(request.headers)) return null;
  if (!isDocumentRequest(request.headers)) return null;
  if (!isPersonVisit(request.headers) || isOwnReload(request.headers.get("referer"), pathname)) return null;
  const campaign = viewCampaign(searchParams);
  return () => recordView(code, campaign);
}

/**
 * Counts a client-side navigation to the app page as it renders (the router's request: `RSC: 1`,
 * not a prefetch), after the response; page loads are proxy.ts's (appPageView).
 */
export async function countNavigationView(code: string, campaign: TCampaignValues): Promise<void> {
  const request = await headers();
  if (request.get("rsc") !== "1" || !isPersonVisit(request)) return;
  if (isOwnReload(request.get("referer"), publicAppPath(code))) return;
  after(() => recordView(code, campaign));
}
