import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZDeclineAccessRequest } from "@store/domain/schemas/tenant";
import { z } from "zod";
import { declineAccess } from "@/features/tenant/access-request/answer-access-request";
import { tenantActor } from "@/server/tenant-session/tenant-actor";
import { route } from "@/server/http/route";

/**
 * An admin declines an open request of the current tenant with a note to the requester; the
 * operation log records it and the requester is mailed. Another tenant's request is 404.
 */
export const POST = route(
  {
    summary: "Declines an open access request of the current tenant, with a note to the requester",
    description: "Writes an operation-log row and mails the requester. Another tenant's or an answered request is 404.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    params: ZRowIdParams,
    body: ZDeclineAccessRequest,
    origin: "required",
    answers: [
      {
        status: 200,
        description: "Declined.",
        schema: z.object({ id: z.number().int(), status: z.literal("declined") }),
      },
    ],
    errors: ["NOT_FOUND"],
  },
  ({ db, principal, client, params, body }) =>
    declineAccess(db, { actor: tenantActor(principal, client), id: params.id, note: body.note }),
);
