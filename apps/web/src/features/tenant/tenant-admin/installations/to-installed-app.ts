import type { TInstalledAppRow } from "@store/db/queries/installations";
import { safeLink } from "@store/domain/schemas/app-content";
import type { TInstalledApp } from "@store/domain/schemas/tenant";

/** SPEC §3 Installed app, from its row; content links the page would not render are left out, as there. */
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
    appUrl: safeLink(row.appUrl),
    termsUrl: safeLink(row.termsUrl),
    appProvider: { name: row.providerName },
    uninstallable: row.uninstallable,
    usesSuiteData: row.usesSuiteData,
    addonId: row.addonId,
    installedAt: row.installedAt.toISOString(),
  };
}
