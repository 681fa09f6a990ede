import "server-only";
import type { TDb } from "@store/db/client";
import { findDraftForPreChecks, storePreCheckReport } from "@store/db/queries/pre-check-reports";
import { AppError } from "@store/domain/errors";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { runPreChecks, type TPreCheckDeps } from "./run-pre-checks";

/**
 * POST /api/ops/change_requests/{id}/pre_checks: an operator runs the checks again on a submitted
 * draft (any provider's) when opening it; the report is kept on the draft and answered. A draft
 * that was never submitted, or was merged, is no change request: not found.
 */
export async function runChangeRequestPreChecks(
  db: TDb,
  draftId: number | null,
  deps: TPreCheckDeps = {},
): Promise<TPreCheckReport> {
  const row = draftId === null ? undefined : await findDraftForPreChecks(db, { draftId });
  if (!row || row.merged || row.changeRequestStatus === "in_draft")
    throw new AppError("NOT_FOUND", `draft ${draftId} is no open change request`);
  const report = await runPreChecks(db, row, deps);
  await storePreCheckReport(db, { draftId: row.id, report });
  return report;
}
