import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZContactRequest } from "@store/domain/schemas/contact-request";
import { NextResponse } from "next/server";
import { submitContactRequest } from "@/features/store/contact-request/submit-contact-request";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { route } from "@/server/http/route";

/** SPEC §3 request kind trial, which needs a signed-in user (SPEC §6); 202 once stored and its mails queued. */
export const POST = route(
  {
    summary: "Requests a trial of an app from its provider (signed-in users)",
    description: "Kind trial only; the lead names the caller's tenant and user.",
    tags: ["Catalog"],
    auth: "tenantUser",
    params: ZAppCodeParams,
    body: ZContactRequest,
    rateLimit: "contactRequestPerIp",
    answers: [{ status: 202, description: "Stored and its mails queued: `{ accepted: true, id }`." }],
    errors: ["NOT_FOUND"],
  },
  async ({ locale, client, db, params, body, principal }) => {
    await enforceRateLimit(db, "contactRequestPerAddress", body.email);
    const accepted = await submitContactRequest(db, {
      code: params.code,
      body,
      requester: { tenantId: principal.user.currentTenant?.id ?? null, suiteUserId: principal.user.id },
      locale,
      ipAddress: client.ipAddress,
    });
    return NextResponse.json(accepted, { status: 202 });
  },
);
