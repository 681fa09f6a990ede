import "server-only";
import type { TDb } from "@store/db/client";
import { findRequestableDocument, insertDocumentRequest } from "@store/db/queries/document-requests";
import { enqueueJob } from "@store/db/queries/jobs";
import { AppError, type TErrorItems } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import { type TDocumentRequest, ZDocumentRequest } from "@store/domain/schemas/requests";
import type { TDocumentRequestTexts } from "./document-request-messages";

export const DOCUMENT_MAIL_JOB = "documentRequestMail";

export type TDocumentMailPayload = { documentRequestId: number; locale: TLocale };

export type TDocumentRequestAccepted = {
  accepted: true;
  status: "sending";
  /** SPEC §9: the mail arrives within this many minutes. */
  deliveryWithinMinutes: 30;
};

/**
 * The body checked against the domain schema, with the visitor's-language messages the dialog
 * shows after the field's name (SPEC §5): 422 with one list of messages per field.
 */
export function parseDocumentRequest(json: unknown, t: TDocumentRequestTexts): TDocumentRequest {
  const parsed = ZDocumentRequest.safeParse(json);
  if (parsed.success) return parsed.data;
  const items: TErrorItems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || "_";
    let message: string;
    if (field === "email") {
      const raw = (json as { email?: unknown } | null)?.email;
      message = typeof raw === "string" && raw.trim() !== "" ? t("errors.emailInvalid") : t("errors.emailRequired");
    } else {
      message = t("errors.areasInvalid");
    }
    if (!items[field]?.includes(message)) items[field] = [...(items[field] ?? []), message];
  }
  throw new AppError("UNPROCESSABLE", `invalid document request: ${Object.keys(items).join(", ")}`, {
    items,
    userMessage: { key: "documentRequest.errors.invalid" },
  });
}

/**
 * SPEC §7 Document request: keeps the request and queues its mail in one transaction, so an
 * accepted request is never without its job; the mail itself is sent by the job worker.
 */
export async function requestDocument(
  db: TDb,
  input: { code: string; body: TDocumentRequest; locale: TLocale; ipAddress: string | null },
): Promise<TDocumentRequestAccepted> {
  const app = await findRequestableDocument(db, input.code);
  if (!app) {
    throw new AppError("NOT_FOUND", `app ${input.code} has no document to request`, {
      userMessage: { key: "documentRequest.errors.notFound" },
    });
  }
  await db.transaction(async (tx) => {
    const request = await insertDocumentRequest(tx, {
      appId: app.appId,
      email: input.body.email,
      interesting: [...new Set(input.body.surveyAnswers.interesting)],
      ipAddress: input.ipAddress,
    });
    const payload: TDocumentMailPayload = { documentRequestId: request.id, locale: input.locale };
    await enqueueJob(tx, {
      kind: DOCUMENT_MAIL_JOB,
      payload,
      idempotencyKey: `document-request-mail:${request.id}`,
    });
  });
  return { accepted: true, status: "sending", deliveryWithinMinutes: 30 };
}
