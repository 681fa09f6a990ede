import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZDocumentRequest } from "@store/domain/schemas/requests";
import { NextResponse } from "next/server";
import { requestDocument } from "@/features/store/document-request/request-document";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { route } from "@/server/http/route";

/**
 * SPEC §7 Document request: a visitor asks for an app's document; 202 once the mail is queued.
 * Only the store's own dialog may ask (Origin), and neither one address nor one client may make
 * the store mail without limit.
 */
export const POST = route(
  {
    summary: "Asks for an app's document by mail",
    tags: ["Catalog"],
    params: ZAppCodeParams,
    body: ZDocumentRequest,
    origin: "required",
    rateLimit: "documentRequestPerIp",
    answers: [
      {
        status: 202,
        description: 'The mail is queued: `{ accepted: true, status: "sending", deliveryWithinMinutes: 30 }`.',
      },
    ],
    errors: ["NOT_FOUND"],
  },
  async ({ locale, client, db, params, body }) => {
    await enforceRateLimit(db, "documentRequestPerAddress", body.email);
    const accepted = await requestDocument(db, {
      code: params.code,
      body,
      locale,
      ipAddress: client.ipAddress,
    });
    return NextResponse.json(accepted, { status: 202 });
  },
);
