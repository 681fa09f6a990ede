import "server-only";
import type { TDb } from "@store/db/client";
import { findDraftAppForMail } from "@store/db/queries/draft-apps";
import type { TChangeRequestStatus } from "@store/domain/enums";
import { enqueueJob } from "@/server/jobs/jobs";
import { changeRequestMailJob } from "./app-drafts-jobs";

/**
 * Queues the mail of a change-request transition (ISSUE 10: every transition mails the draft's
 * notification address, in the language of its last save). Call it in the transaction that moves
 * the draft, after the move: the provider's submit and withdraw do, and so does the operator
 * console for in_review, approved and rejected (with the reviewer's `reason`). One mail per
 * transition: the key is the draft, its version and the status, so raise the version with every
 * move (a repeated call for the same move queues nothing).
 */
export async function enqueueChangeRequestMail(
  db: TDb,
  input: { draftId: number; status: TChangeRequestStatus; reason?: string | null },
): Promise<void> {
  const draft = await findDraftAppForMail(db, { draftId: input.draftId });
  if (!draft) throw new Error(`draft ${input.draftId} not found for its change-request mail`);
  await enqueueJob(
    db,
    changeRequestMailJob,
    { draftId: draft.id, status: input.status, locale: draft.notificationLocale, reason: input.reason ?? null },
    { idempotencyKey: `draft-change-request.${draft.id}.v${draft.version}.${input.status}` },
  );
}
