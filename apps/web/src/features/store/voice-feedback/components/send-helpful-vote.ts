import type { THelpfulVote } from "@store/domain/schemas/voice-feedback";
import { ApiError, apiClient } from "@/client/api-client";
import type { useDialog } from "@/client/dialog-host";

// Loaded when the 'helpful' button is first pointed at or pressed, not with the app page: the page's
// first-load script is at its budget (bench/lib/first-load-js.mjs), so what a vote does when it
// fails is decided here too.

type TOpenDialog = ReturnType<typeof useDialog>["openDialog"];

/**
 * Gives (`helpful`) or takes back the caller's vote on voice `voiceId`: the new state; or the words
 * to show when it was refused (the server's, else `failed`); or null when the session had ended and
 * the sign-in dialog took over.
 */
export async function sendHelpfulVote(
  voiceId: number,
  helpful: boolean,
  on: { openDialog: TOpenDialog; failed: string },
): Promise<THelpfulVote | string | null> {
  const path = `/api/voices/${voiceId}/helpful`;
  try {
    return await (helpful ? apiClient.put<THelpfulVote>(path) : apiClient.delete<THelpfulVote>(path));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || !error.message) return on.failed;
    if (error.code !== "UNAUTHENTICATED") return error.message;
    on.openDialog("login", { sessionEnded: true });
    return null;
  }
}
