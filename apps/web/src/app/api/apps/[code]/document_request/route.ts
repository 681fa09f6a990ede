import { AppError } from "@store/domain/errors";
import { LOCALE_COOKIE, resolveLocale } from "@store/domain/locales";
import { NextResponse } from "next/server";
import { documentRequestTexts } from "@/features/document-request/document-request-messages";
import { parseDocumentRequest, requestDocument } from "@/features/document-request/request-document";
import { clientIpAddress } from "@/features/tenant-admin/tenant-admin-context";
import { route } from "@/server/route";

/** SPEC §7 Document request: a visitor asks for an app's document; 202 once the mail is queued. */
export const POST = route({}, async ({ request, db, params }) => {
  const locale = resolveLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  const t = await documentRequestTexts(locale);
  const json: unknown = await request.json().catch(() => {
    throw new AppError("BAD_REQUEST", "the request body must be JSON", {
      userMessage: { key: "documentRequest.errors.notJson" },
    });
  });
  const body = parseDocumentRequest(json, t);
  const ip = clientIpAddress(request.headers);
  const accepted = await requestDocument(db, {
    code: params.code ?? "",
    body,
    locale,
    ipAddress: ip === "unknown" ? null : ip,
  });
  return NextResponse.json(accepted, { status: 202 });
});
