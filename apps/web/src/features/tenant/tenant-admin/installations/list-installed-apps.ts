import "server-only";
import type { TDb } from "@store/db/client";
import { findOpenInstallationOperations } from "@store/db/queries/installation-operations";
import { findInstalledApps } from "@store/db/queries/installations";
import { isConnection } from "@store/domain/installation";
import type { TInstalledApps } from "@store/domain/schemas/tenant";
import { toInstalledApp } from "./to-installed-app";

/**
 * SPEC §3 Installed app, grouped into oauthClientGroups: apps of one shared provider account
 * together (DOMAIN.md), each add-on on its own; newest installation first. Installs and
 * uninstalls the parent service has not confirmed yet are listed apart as in progress: an app
 * being installed is not in the groups until it is.
 */
export async function listInstalledApps(db: TDb, params: { tenantId: string }): Promise<TInstalledApps> {
  const [rows, open] = await Promise.all([
    findInstalledApps(db, { tenantId: params.tenantId }),
    findOpenInstallationOperations(db, { tenantId: params.tenantId }),
  ]);
  const inProgress = open.map((operation) => ({
    kind: operation.kind,
    connection: isConnection(operation.integrationType),
    apps: operation.apps.map(({ code, name }) => ({ code, name })),
    startedAt: operation.createdAt.toISOString(),
  }));
  const groups: TInstalledApps["oauthClientGroups"] = [];
  const byClient = new Map<string, TInstalledApps["oauthClientGroups"][number]>();
  for (const row of rows) {
    const app = toInstalledApp(row);
    if (row.oauthClientId === null) {
      groups.push({ oauthClientId: null, apps: [app] });
      continue;
    }
    const group = byClient.get(row.oauthClientId);
    if (group) {
      group.apps.push(app);
    } else {
      const created = { oauthClientId: row.oauthClientId, apps: [app] };
      byClient.set(row.oauthClientId, created);
      groups.push(created);
    }
  }
  return { oauthClientGroups: groups, inProgress };
}
