import { ZOperationLogPageQuery } from "@store/domain/schemas/tenant";
import { listOperationLogs } from "@/features/tenant-admin/list-operation-logs";
import { tenantActor } from "@/features/tenant-admin/tenant-actor";
import { route } from "@/server/route";

/** SPEC §3 Operation log: the current tenant's, newest first, paged. */
export const GET = route({ auth: "tenantAdmin", query: ZOperationLogPageQuery }, ({ db, principal, request, query }) =>
  listOperationLogs(db, { tenantId: tenantActor(principal, request.headers).tenantId, ...query }),
);
