import "server-only";
import type { TDb } from "@store/db/client";
import { findOpenAccessRequests } from "@store/db/queries/access-requests";
import { safeLink } from "@store/domain/schemas/app-content";
import type { TOpenAccessRequest } from "@store/domain/schemas/tenant";

/** SPEC §3 Access request: the current tenant's open requests, for its admins. */
export async function listOpenAccessRequests(
  db: TDb,
  params: { tenantId: string },
): Promise<{ items: TOpenAccessRequest[] }> {
  const rows = await findOpenAccessRequests(db, params);
  return {
    items: rows.map((row) => ({
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
      },
    })),
  };
}
