import { z } from "zod";

// The operators' audit log (issue 11): one row per operator action, who, what, before and after,
// when. Rows are only ever inserted; the database refuses updates and deletes.

export const AUDIT_ACTIONS = [
  "changeRequest.pickUp",
  "changeRequest.approve",
  "changeRequest.reject",
  "changeRequest.backToDraft",
  "app.changeStatus",
  "provider.create",
  "providerUser.invite",
  "providerUser.resendInvitation",
  "providerUser.suspend",
  "providerUser.reactivate",
  "editorial.create",
  "editorial.update",
  "editorial.publish",
  "editorial.unpublish",
  "editorial.delete",
  "mail.retry",
  "voice.publish",
  "voice.reject",
  "voice.takeDown",
  "taxonomy.update",
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action was done to: the table's subject kinds. */
export const AUDIT_SUBJECTS = [
  "draftApp",
  "app",
  "provider",
  "providerUser",
  "special",
  "campaign",
  "case",
  "news",
  "pickupLink",
  "topLink",
  "termsVersion",
  "providerAnnouncement",
  "job",
  "voice",
  "category",
  "plan",
  "tag",
  "newsCategory",
] as const;
export type TAuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** What a caller records; the operator and the time come from the request. */
export type TAuditEventInput = {
  operatorId: number;
  action: TAuditAction;
  subjectType: TAuditSubject;
  subjectId: string | number;
  /** Why, when the action requires a reason (a rejection, a status change). */
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

export const ZAuditEventFilter = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  subjectType: z.enum(AUDIT_SUBJECTS).optional(),
  subjectId: z.string().trim().max(64).optional(),
  operatorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** ISO dates (inclusive start, exclusive end). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Keyset paging: the id below which to continue. */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TAuditEventFilter = z.infer<typeof ZAuditEventFilter>;

/** GET /api/ops/audit_events: the log's filters, as JSON (a page of 50) or as CSV (up to 5,000 rows). */
export const ZAuditEventExportQuery = ZAuditEventFilter.extend({
  format: z.enum(["json", "csv"]).optional(),
});
export type TAuditEventExportQuery = z.infer<typeof ZAuditEventExportQuery>;

/** One audit row as the console and the API show it. */
export const ZAuditEvent = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subjectType: z.enum(AUDIT_SUBJECTS),
  subjectId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** ISO time. */
  createdAt: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

/** A page of the log, newest first; `nextBefore` continues with older rows (null at the end). */
export const ZAuditEventPage = z.object({
  events: z.array(ZAuditEvent),
  nextBefore: z.number().int().nullable(),
});
export type TAuditEventPage = z.infer<typeof ZAuditEventPage>;
