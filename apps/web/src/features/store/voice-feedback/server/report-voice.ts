import "server-only";
import type { TDb } from "@store/db/client";
import { reportVoice as insertVoiceReport } from "@store/db/queries/voice-feedback";
import { AppError } from "@store/domain/errors";
import type { TVoiceReportAnswer } from "@store/domain/schemas/voice-feedback";
import type { TVoiceReport } from "@store/domain/voices/voice-input";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { type TVoiceReporter, voiceReporterKey } from "./reporter-key";

// A visitor's or provider's report of a published voice (issue 28): it goes back to the operators'
// queue as `reported` and stays on the store until they decide (domain voice-status.ts). Limited per
// reporter (VOICE_REPORTS_RATE, bucket voiceReportPerReporter) so a script cannot flood the queue.

/**
 * Reports voice `voiceId` (null: a path that names no voice) for `reporter`: counted against the
 * reporter's limit first (429 beyond it), then 404 for a voice that is not public; a reporter's
 * second report of one voice changes nothing and says so.
 */
export async function reportVoice(
  db: TDb,
  params: { voiceId: number | null; reporter: TVoiceReporter; report: TVoiceReport },
): Promise<TVoiceReportAnswer> {
  const reporterKey = await voiceReporterKey(params.reporter);
  await enforceRateLimit(db, "voiceReportPerReporter", reporterKey);
  const result =
    params.voiceId === null
      ? ({ kind: "notFound" } as const)
      : await insertVoiceReport(db, {
          voiceId: params.voiceId,
          reason: params.report.reason,
          note: params.report.note ?? "",
          reporterKey,
        });
  switch (result.kind) {
    case "reported":
      return { status: result.status };
    case "alreadyReported":
      return { alreadyReported: true };
    case "notFound":
      throw new AppError("NOT_FOUND", "no public voice with this id", {
        userMessage: { key: "voices.report.errors.notFound" },
      });
    case "conflict":
      throw new AppError("CONFLICT", "the voice was moved while it was reported", {
        userMessage: { key: "voices.report.errors.moved" },
      });
  }
}
