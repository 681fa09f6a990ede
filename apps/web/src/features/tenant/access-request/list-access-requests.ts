import "server-only";
import type { TDb } from "@store/db/client";
import { findOpenAccessRequests } from "@store/db/queries/access-requests";
import { findAppsSharingOauthClient } from "@store/db/queries/app-page";
import { safeLink } from "@store/domain/schemas/app-content";
import type { TOpenAccessRequest } from "@store/domain/schemas/tenant";

/**
 * SPEC §3 Access request: the current tenant's open requests, for its admins, with what the
 * install dialog needs of each app (its terms, and the apps sharing its provider account).
 */
export async function listOpenAccessRequests(
  db: TDb,
  params: { tenantId: string },
): Promise<{ items: TOpenAccessRequest[] }> {
  const rows = await findOpenAccessRequests(db, params);
  const sharing = new Map<number, Promise<string[]>>();
  const sharedAppNames = (row: (typeof rows)[number]) => {
    const { oauthClientId } = row;
    if (oauthClientId === null) return Promise.resolve([]);
    let names = sharing.get(oauthClientId);
    if (!names) {
      // The requested app is published, so the published apps on its client include it (no id needed).
      names = findAppsSharingOauthClient(db, { appId: 0, oauthClientId }).then((apps) => apps.map((app) => app.name));
      sharing.set(oauthClientId, names);
    }
    return names;
  };
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      suiteUserId: row.suiteUserId,
      email: row.email,
      note: row.note,
      requestedAt: row.requestedAt.toISOString(),
      status: row.status,
      app: {
        code: row.appCode,
        name: row.appName,
        integrationType: row.integrationType,
        appUrl: safeLink(row.appUrl),
        termsUrl: safeLink(row.termsUrl),
        uninstallable: row.uninstallable,
        sharedAppNames: await sharedAppNames(row),
      },
    })),
  );
  return { items };
}
