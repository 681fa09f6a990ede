import { LOCALE_COOKIE, resolveLocale } from "@store/domain/locales";
import { NextResponse } from "next/server";
import { documentRequestTexts } from "@/features/document-request/document-request-messages";
import { parseDocumentRequest, requestDocument } from "@/features/document-request/request-document";
import { clientIpAddress } from "@/server/client-ip";
import { enforceRateLimit } from "@/server/rate-limit";
import { route } from "@/server/route";

/**
 * SPEC §7 Document request: a visitor asks for an app's document; 202 once the mail is queued.
 * Only the store's own dialog may ask (Origin), and neither one address nor one client may make
 * the store mail without limit.
 */
export const POST = route(
  { body: "json", origin: "required", rateLimit: "documentRequestPerIp" },
  async ({ request, db, params, body: json }) => {
    const locale = resolveLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
    const t = await documentRequestTexts(locale);
    const body = parseDocumentRequest(json, t);
    await enforceRateLimit(db, "documentRequestPerAddress", body.email);
    const accepted = await requestDocument(db, {
      code: params.code ?? "",
      body,
      locale,
      ipAddress: clientIpAddress(request.headers),
    });
    return NextResponse.json(accepted, { status: 202 });
  },
);
