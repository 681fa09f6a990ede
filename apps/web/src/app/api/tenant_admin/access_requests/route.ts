import { listOpenAccessRequests } from "@/features/access-request/list-access-requests";
import { tenantActor } from "@/features/tenant-admin/tenant-actor";
import { route } from "@/server/route";

/** SPEC §3 Access request: the current tenant's open requests, oldest first. */
export const GET = route({ auth: "tenantAdmin" }, ({ db, principal, request }) =>
  listOpenAccessRequests(db, { tenantId: tenantActor(principal, request.headers).tenantId }),
);
