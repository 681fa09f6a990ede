import type { TInstalledAppRow } from "@store/db/queries/installations";
import type { TInstalledApp } from "@store/domain/schemas/tenant";

/** SPEC §3 Installed app, from its row. */
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
