import "server-only";
import type { TDb } from "@store/db/client";
import { addHelpfulVote, removeHelpfulVote } from "@store/db/queries/voice-feedback";
import { AppError } from "@store/domain/errors";
import type { THelpfulVote } from "@store/domain/schemas/voice-feedback";

// A signed-in user's 'helpful' vote on a published voice (issue 28), given or taken back. Votes are
// per person (the parent service's user id), whichever company they are signed in for.

const notFound = () =>
  new AppError("NOT_FOUND", "no public voice with this id", {
    userMessage: { key: "voices.helpfulButton.errors.notFound" },
  });

/**
 * Sets `suiteUserId`'s vote on voice `voiceId` (null: a path that names no voice) to `helpful`:
 * 404 for a voice that is not public, 422 for the author's own voice. Repeating either is harmless.
 */
export async function markVoiceHelpful(
  db: TDb,
  params: { voiceId: number | null; suiteUserId: string; helpful: boolean },
): Promise<THelpfulVote> {
  if (params.voiceId === null) throw notFound();
  const vote = { voiceId: params.voiceId, suiteUserId: params.suiteUserId };
  const result = params.helpful ? await addHelpfulVote(db, vote) : await removeHelpfulVote(db, vote);
  if (result.kind === "notFound") throw notFound();
  if (result.kind === "ownVoice") {
    throw new AppError("UNPROCESSABLE", "an author may not find their own voice helpful", {
      userMessage: { key: "voices.helpfulButton.errors.ownVoice" },
    });
  }
  return { helpful: result.helpful, helpfulCount: result.helpfulCount };
}
