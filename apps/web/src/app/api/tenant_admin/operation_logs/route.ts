import { ZOperationLogPageQuery } from "@store/domain/schemas/tenant";
import { listOperationLogs } from "@/features/tenant-admin/list-operation-logs";
import { tenantOperator } from "@/features/tenant-admin/tenant-admin-context";
import { route } from "@/server/route";

/** SPEC §3 Operation log: the current tenant's, newest first, paged. */
export const GET = route({ auth: "tenantAdmin", query: ZOperationLogPageQuery }, ({ db, session, request, query }) =>
  listOperationLogs(db, { tenantId: tenantOperator(session, request.headers).tenantId, ...query }),
);
