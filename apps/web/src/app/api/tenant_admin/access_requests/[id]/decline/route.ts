import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZDeclineAccessRequest } from "@store/domain/schemas/tenant";
import { declineAccess } from "@/features/access-request/answer-access-request";
import { tenantActor } from "@/features/tenant-admin/tenant-actor";
import { route } from "@/server/route";

/**
 * An admin declines an open request of the current tenant with a note to the requester; the
 * operation log records it and the requester is mailed. Another tenant's request is 404.
 */
export const POST = route(
  { auth: "tenantAdmin", params: ZRowIdParams, body: ZDeclineAccessRequest, origin: "required" },
  ({ db, principal, client, params, body }) =>
    declineAccess(db, { actor: tenantActor(principal, client), id: params.id, note: body.note }),
);
