import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import {
  ZProviderUserStateAnswer,
  ZProviderUserStateConflict,
  ZResendInvitationRequest,
} from "@store/domain/schemas/provider";
import { NextResponse } from "next/server";
import { resendInvitation } from "@/features/console/ops-providers/server/resend-invitation";
import { route } from "@/server/http/route";

/** Sends an invited person a new invitation; the earlier link stops working (202, the mail is queued). */
export const POST = route(
  {
    summary: "Sends an invited person a new invitation; the earlier link stops working",
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    body: ZResendInvitationRequest,
    answers: [{ status: 202, description: "The provider user's state now.", schema: ZProviderUserStateAnswer }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZProviderUserStateConflict,
  },
  async ({ db, principal, params, body }) =>
    NextResponse.json(await resendInvitation(db, principal, params.id, body), { status: 202 }),
);
