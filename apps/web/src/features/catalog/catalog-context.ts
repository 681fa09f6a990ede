import "server-only";
import type { TViewer } from "@store/domain/action-button";
import { readFeatureFlags, type TFeatureFlags } from "@store/domain/feature-flags";
import { headers } from "next/headers";
import type { NextRequest } from "next/server";
import { config } from "@/server/config";
import { readRouteSession, readSession } from "@/server/session";

/** What a catalog read depends on besides its parameters. */
export type TCatalogContext = {
  now: Date;
  /** SPEC §3 feature flags of this request (none in the test and production flag environments). */
  flags: TFeatureFlags;
  /** The signed-in viewer's current tenant, for installed states; null for visitors. */
  tenantId: string | null;
  /** SPEC §6 role of whoever is looking, for the action area. */
  viewer: TViewer;
};

/** The parts of a session the catalog needs: the admin flag belongs to the current tenant. */
type TSessionRole = { admin: boolean; currentTenantId: string | null };

function viewerOf(session: TSessionRole | null): TViewer {
  if (!session) return "visitor";
  return session.admin && session.currentTenantId ? "tenantAdmin" : "tenantUser";
}

export function catalogContext(
  getHeader: (name: string) => string | null,
  session: TSessionRole | null = null,
): TCatalogContext {
  return {
    now: new Date(),
    flags: readFeatureFlags(getHeader, config().FLAG_ENVIRONMENT),
    tenantId: session?.currentTenantId ?? null,
    viewer: viewerOf(session),
  };
}

/**
 * The context of the page being rendered, from its request headers; with `viewer`, also who is
 * signed in (pages whose content depends on it: an app's installed state and actions).
 */
export async function pageCatalogContext(options: { viewer?: boolean } = {}): Promise<TCatalogContext> {
  const [headerList, session] = await Promise.all([headers(), options.viewer ? readSession() : null]);
  return catalogContext((name) => headerList.get(name), session);
}

/** The context of a route handler's request. */
export async function routeCatalogContext(request: NextRequest): Promise<TCatalogContext> {
  const session = await readRouteSession(request);
  return catalogContext((name) => request.headers.get(name), session ? session.state() : null);
}
