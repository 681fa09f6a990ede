import "server-only";
import type { TDb } from "@store/db/client";
import { findContactableApp, insertContactRequest } from "@store/db/queries/contact-requests";
import { recordListingEvent } from "@store/db/queries/listing-events";
import { campaignOfBody } from "@store/domain/analytics/listing-events";
import type { TListingEventKind } from "@store/domain/analytics/listing-events";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import type { TContactRequest } from "@store/domain/schemas/contact-request";
import { enqueueJob } from "@/server/jobs/jobs";
import { contactRequestMailJob } from "./contact-request-jobs";
import { offeredKindsOf, ownInquiryUrlOf } from "./contact-request-kinds";

export type TContactRequestAccepted = { accepted: true; id: number };

/** The signed-in requester of a trial (SPEC §6): their tenant and suite user. */
export type TContactRequester = { tenantId: string | null; suiteUserId: string };

/** The partner-analytics event of each request kind (issue 29). */
const EVENT_OF_KIND = {
  demo: "demoRequest",
  demoAndInquiry: "demoRequest",
  inquiry: "inquiry",
  trial: "trialRequest",
} as const satisfies Record<TContactRequest["kind"], TListingEventKind>;

/**
 * SPEC §3 request kinds: keeps the request as a lead of the app's provider and queues, in the same
 * transaction, the acknowledgement to the requester and the mail to the provider's notification
 * address. Only a kind the app offers is taken; an app whose inquiries go to the provider's own
 * URL takes none here. A trial needs a signed-in requester (the trial route ensures it).
 */
export async function submitContactRequest(
  db: TDb,
  input: {
    code: string;
    body: TContactRequest;
    requester: TContactRequester | null;
    locale: TLocale;
    ipAddress: string | null;
  },
): Promise<TContactRequestAccepted> {
  const app = await findContactableApp(db, input.code);
  if (app?.status !== "published" || ownInquiryUrlOf(app)) {
    throw new AppError("NOT_FOUND", `app ${input.code} takes no requests here`, {
      userMessage: { key: "contactRequest.errors.notFound" },
    });
  }
  const kind = input.body.kind;
  if (!offeredKindsOf(app).includes(kind) || (kind === "trial") !== (input.requester !== null)) {
    throw new AppError("UNPROCESSABLE", `app ${input.code} does not take ${kind} requests here`, {
      userMessage: { key: "contactRequest.errors.kindNotOffered" },
    });
  }
  return db.transaction(async (tx) => {
    const request = await insertContactRequest(tx, {
      ...input.body,
      appId: app.appId,
      tenantId: input.requester?.tenantId ?? null,
      suiteUserId: input.requester?.suiteUserId ?? null,
      locale: input.locale,
      ipAddress: input.ipAddress,
    });
    // Issue 29: one event per request; a demo with an inquiry counts as the demo it asks for.
    await recordListingEvent(tx, {
      appId: app.appId,
      kind: EVENT_OF_KIND[kind],
      tenantId: input.requester?.tenantId,
      campaign: campaignOfBody(input.body),
    });
    for (const recipient of ["requester", "provider"] as const) {
      await enqueueJob(
        tx,
        contactRequestMailJob,
        { contactRequestId: request.id, recipient },
        { idempotencyKey: `contact-request-mail:${request.id}:${recipient}` },
      );
    }
    return { accepted: true as const, id: request.id };
  });
}
