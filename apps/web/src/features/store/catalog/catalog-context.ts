import "server-only";
import type { TViewer } from "@store/domain/action-button";
import { readFeatureFlags, type TFeatureFlags } from "@store/domain/feature-flags";
import type { TLocale } from "@store/domain/locales";
import type { TTenantAccess } from "@store/domain/tenant-access";
import { headers } from "next/headers";
import type { NextRequest } from "next/server";
import type { TTenantPrincipal } from "@/server/tenant-session/tenant-principal";
import { config } from "@/server/config";
import { localeOfHeaders } from "@/server/server-translator";
import { readRequestPrincipal, readSession } from "@/server/tenant-session/session";

/** What a catalog read depends on besides its parameters. */
export type TCatalogContext = {
  now: Date;
  /** SPEC §3 feature flags of this request (none in the test and production flag environments). */
  flags: TFeatureFlags;
  /** The signed-in viewer's current tenant, for installed states; null for visitors. */
  tenantId: string | null;
  /** SPEC §6 role of whoever is looking, for the action area. */
  viewer: TViewer;
  /** A signed-in viewer's tenant state: a blocked tenant's admin-only actions show its screen. */
  tenantAccess?: { access: TTenantAccess; subdomain: string | null } | null;
  /** The viewer's language for the taxonomy's names; reads shared by every viewer leave it out (Japanese). */
  locale?: TLocale;
  /** The viewer asked for an app's listing as its provider wrote it, not its translation (issue 31). */
  original?: boolean;
};

/** The parts of a session the catalog needs: the admin flag belongs to the current tenant. */
type TSessionRole = {
  admin: boolean;
  currentTenantId: string | null;
  access?: TTenantAccess;
  subdomain?: string | null;
};

function roleOf(principal: TTenantPrincipal | null): TSessionRole | null {
  if (!principal) return null;
  return {
    admin: principal.user.admin,
    currentTenantId: principal.user.currentTenant?.id ?? null,
    access: principal.access,
    subdomain: principal.subdomain,
  };
}

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
    tenantAccess: session ? { access: session.access ?? "ok", subdomain: session.subdomain ?? null } : null,
    locale: localeOfHeaders(getHeader),
  };
}

/**
 * The context of the page being rendered, from its request headers; with `viewer`, also who is
 * signed in (pages whose content depends on it: an app's installed state and actions).
 */
export async function pageCatalogContext(options: { viewer?: boolean } = {}): Promise<TCatalogContext> {
  const [headerList, principal] = await Promise.all([headers(), options.viewer ? readSession() : null]);
  return catalogContext((name) => headerList.get(name), roleOf(principal));
}

/** The context of a route handler's request. */
export async function routeCatalogContext(request: NextRequest): Promise<TCatalogContext> {
  return catalogContext((name) => request.headers.get(name), roleOf(await readRequestPrincipal(request)));
}
