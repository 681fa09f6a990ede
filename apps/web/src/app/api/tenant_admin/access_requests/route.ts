import { ZOpenAccessRequestList } from "@store/domain/schemas/tenant";
import { listOpenAccessRequests } from "@/features/tenant/access-request/list-access-requests";
import { route } from "@/server/http/route";

/** SPEC §3 Access request: the current tenant's open requests, oldest first. */
export const GET = route(
  {
    summary: "The current tenant's open access requests, oldest first",
    description: "Installing the app (POST /api/tenant_admin/apps) approves every open request for it.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    answers: [{ status: 200, description: "The open requests.", schema: ZOpenAccessRequestList }],
  },
  ({ db, principal }) => listOpenAccessRequests(db, { tenantId: principal.user.currentTenant.id }),
);
