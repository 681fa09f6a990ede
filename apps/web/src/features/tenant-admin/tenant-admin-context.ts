import "server-only";
import { AppError } from "@store/domain/errors";
import type { TInstalledApp } from "@store/domain/schemas/tenant";
import type { TInstalledAppRow } from "@store/db/queries/installations";
import { clientIpAddress } from "@/server/client-ip";
import type { TRouteSession } from "@/server/session";

/** Who did an operation and from where, as the operation log records it (DOMAIN.md). */
export type TOperator = {
  tenantId: string;
  suiteUserId: string;
  email: string;
  ipAddress: string;
  userAgent: string;
};

type THeaders = { get: (name: string) => string | null };

/**
 * The signed-in admin of the current tenant, checked here and not only by the route: a tenant
 * admin acts on their current tenant only (ARCHITECTURE.md).
 */
export function tenantOperator(session: TRouteSession | null, headers: THeaders): TOperator {
  if (!session) throw new AppError("UNAUTHENTICATED", "sign in to use this");
  const { user } = session;
  if (!user.admin || !user.currentTenant) {
    throw new AppError("FORBIDDEN", "administrator authority of the current tenant is required");
  }
  return {
    tenantId: user.currentTenant.id,
    suiteUserId: user.id,
    email: user.email,
    ipAddress: clientIpAddress(headers) ?? "unknown",
    userAgent: headers.get("user-agent") ?? "",
  };
}

export function toInstalledApp(row: TInstalledAppRow): TInstalledApp {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    title: row.title,
    integrationType: row.integrationType,
    primaryActionType: row.primaryActionType,
    triable: row.triable,
    logoImage: row.logoImage,
    appUrl: row.appUrl,
    termsUrl: row.termsUrl,
    appProvider: { name: row.providerName },
    uninstallable: row.uninstallable,
    addonId: row.addonId,
    installedAt: row.installedAt.toISOString(),
  };
}
