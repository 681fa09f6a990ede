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
