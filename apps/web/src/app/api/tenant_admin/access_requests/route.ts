import { listOpenAccessRequests } from "@/features/access-request/list-access-requests";
import { route } from "@/server/route";

/** SPEC §3 Access request: the current tenant's open requests, oldest first. */
export const GET = route({ auth: "tenantAdmin" }, ({ db, principal }) =>
  listOpenAccessRequests(db, { tenantId: principal.user.currentTenant.id }),
);
