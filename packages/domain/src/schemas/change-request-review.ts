// The operator's side of change requests (issue 11, review queue and review): the queue's filters
// and the three decisions of an operator who picked a request up.
import { z } from "zod";
import { type APP_STATUSES, CHANGE_REQUEST_STATUSES } from "../enums";
import { ZIsoDate } from "./common";

/** A new app's draft (no app yet) or a change of an existing app. */
export const CHANGE_REQUEST_KINDS = ["newApp", "change"] as const;
export type TChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];

/** How many pending requests one page of the queue lists. */
export const CHANGE_REQUEST_QUEUE_PAGE_SIZE = 50;

const MAX_ID = 2_147_483_647;
/** The keyset of the queue: the submission time (ms) and the id of the last request shown. */
const CURSOR = /^(\d{1,15})\.([1-9]\d{0,9})$/;

/** A value the queue cannot use is ignored, as if the filter were not set (a URL someone edited). */
const ignoredWhenBad = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const ZChangeRequestQueueQuery = z.object({
  provider: ignoredWhenBad(z.coerce.number().int().positive().max(MAX_ID)),
  kind: ignoredWhenBad(z.enum(CHANGE_REQUEST_KINDS)),
  /** Continue after this request (`<submittedAt ms>.<id>`), oldest first. */
  after: ignoredWhenBad(
    z
      .string()
      .regex(CURSOR)
      .transform((value) => {
        const [, time, id] = CURSOR.exec(value) ?? [];
        return { submittedAt: new Date(Number(time)), id: Number(id) };
      })
      .refine((cursor) => cursor.id <= MAX_ID && !Number.isNaN(cursor.submittedAt.getTime())),
  ),
});
export type TChangeRequestQueueQuery = z.infer<typeof ZChangeRequestQueueQuery>;

/** The cursor that continues after a request. */
export function queueCursor(request: { submittedAt: Date; id: number }): string {
  return `${request.submittedAt.getTime()}.${request.id}`;
}

/** The statuses an operator may give a new app when approving it; a changed app keeps its status. */
export const NEW_APP_STATUSES = [
  "draft",
  "upcoming",
  "published",
] as const satisfies readonly (typeof APP_STATUSES)[number][];

const ZVersion = z.number().int().positive().max(MAX_ID);

/** The reason of a rejection: what the provider reads in the list and the mail. */
export const REJECTION_REASON_MAX = 2000;

/**
 * POST /api/ops/change_requests/{id}/decision, by the operator who picked it up, on the draft's
 * `version` (a stale one is a 409).
 */
export const ZChangeRequestDecision = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), version: ZVersion, status: z.enum(NEW_APP_STATUSES).optional() }).strict(),
  z
    .object({
      decision: z.literal("reject"),
      version: ZVersion,
      reason: z.string().trim().min(1).max(REJECTION_REASON_MAX),
    })
    .strict(),
  z
    .object({
      decision: z.literal("backToDraft"),
      version: ZVersion,
      comment: z.string().trim().max(REJECTION_REASON_MAX).optional(),
    })
    .strict(),
]);
export type TChangeRequestDecision = z.infer<typeof ZChangeRequestDecision>;

/** One change request as the queue lists it. */
export const ZChangeRequestQueueItem = z.object({
  id: z.number().int(),
  kind: z.enum(CHANGE_REQUEST_KINDS),
  appId: z.number().int().nullable(),
  name: z.string(),
  code: z.string(),
  provider: z.object({ id: z.number().int(), name: z.string() }),
  submittedAt: ZIsoDate.nullable(),
  /** In review: who picked it up, and when. */
  reviewer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  pickedUpAt: ZIsoDate.nullable(),
  version: z.number().int(),
});
export type TChangeRequestQueueItem = z.infer<typeof ZChangeRequestQueueItem>;

/** GET /api/ops/change_requests: pending oldest first (one page), and those in review. */
export const ZChangeRequestQueue = z.object({
  pending: z.array(ZChangeRequestQueueItem),
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  inReview: z.array(ZChangeRequestQueueItem),
});
export type TChangeRequestQueue = z.infer<typeof ZChangeRequestQueue>;

/** The answer of a pick-up or a decision: where the request stands now. */
export const ZChangeRequestOutcome = z.object({
  id: z.number().int(),
  changeRequestStatus: z.enum(CHANGE_REQUEST_STATUSES),
  version: z.number().int(),
  /** The app the request changed or (approved new app) created. */
  appId: z.number().int().nullable(),
  reviewerOperatorId: z.number().int().nullable(),
});
export type TChangeRequestOutcome = z.infer<typeof ZChangeRequestOutcome>;
