import "server-only";
import type { TDb } from "@store/db/client";
import { findRequestableDocument, insertDocumentRequest } from "@store/db/queries/document-requests";
import { recordListingEvent } from "@store/db/queries/listing-events";
import { campaignOfBody } from "@store/domain/analytics/listing-events";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import type { TDocumentRequest } from "@store/domain/schemas/requests";
import { enqueueJob } from "@/server/jobs/jobs";
import { documentMailJob } from "./document-request-jobs";

export type TDocumentRequestAccepted = {
  accepted: true;
  status: "sending";
  /** SPEC §9: the mail arrives within this many minutes. */
  deliveryWithinMinutes: 30;
};

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
    // Issue 29: a visitor's request names no tenant.
    await recordListingEvent(tx, { appId: app.appId, kind: "documentRequest", campaign: campaignOfBody(input.body) });
    await enqueueJob(
      tx,
      documentMailJob,
      { documentRequestId: request.id, locale: input.locale },
      { idempotencyKey: `document-request-mail:${request.id}` },
    );
  });
  return { accepted: true, status: "sending", deliveryWithinMinutes: 30 };
}
