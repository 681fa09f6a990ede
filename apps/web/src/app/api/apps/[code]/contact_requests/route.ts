import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZContactRequest } from "@store/domain/schemas/contact-request";
import { NextResponse } from "next/server";
import { submitContactRequest } from "@/features/store/contact-request/submit-contact-request";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { route } from "@/server/http/route";

/**
 * SPEC §3 request kinds demo, inquiry and demoAndInquiry: a visitor's request to an app's provider;
 * 202 once stored and its mails queued. The same abuse limits as document requests: only the
 * store's own page may send, and neither one address nor one client without limit.
 */
export const POST = route(
  {
    summary: "Sends a demo or inquiry request to an app's provider",
    description:
      "Kinds demo, inquiry and demoAndInquiry, as the app offers them; stored as a lead of the provider, with mails to the requester and the provider.",
    tags: ["Catalog"],
    params: ZAppCodeParams,
    body: ZContactRequest,
    origin: "required",
    rateLimit: "contactRequestPerIp",
    answers: [{ status: 202, description: "Stored and its mails queued: `{ accepted: true, id }`." }],
    errors: ["NOT_FOUND"],
  },
  async ({ locale, client, db, params, body }) => {
    await enforceRateLimit(db, "contactRequestPerAddress", body.email);
    const accepted = await submitContactRequest(db, {
      code: params.code,
      body,
      requester: null,
      locale,
      ipAddress: client.ipAddress,
    });
    return NextResponse.json(accepted, { status: 202 });
  },
);
