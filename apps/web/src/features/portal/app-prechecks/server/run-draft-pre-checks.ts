import "server-only";
import type { TDb } from "@store/db/client";
import { findDraftApp } from "@store/db/queries/draft-apps";
import { storePreCheckReport } from "@store/db/queries/pre-check-reports";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { runPreChecks, type TPreCheckDeps } from "./run-pre-checks";

/**
 * POST /api/developers/experimental/draft_apps/{id}/pre_checks: the provider runs the checks on
 * one of their drafts as it is saved now; the report is kept on the draft and answered. Another
 * provider's draft is not found, exactly like a missing one.
 */
export async function runDraftPreChecks(
  db: TDb,
  principal: TProviderPrincipal,
  draftId: number | null,
  deps: TPreCheckDeps = {},
): Promise<TPreCheckReport> {
  const row =
    draftId === null ? undefined : await findDraftApp(db, { appProviderId: principal.appProviderId, draftId });
  if (!row) throw new AppError("NOT_FOUND", `draft ${draftId} is not the provider's`);
  const report = await runPreChecks(db, row, deps);
  await storePreCheckReport(db, { draftId: row.id, report });
  return report;
}
