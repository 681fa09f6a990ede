import type { TSurveyAreaKey } from "@store/domain/enums";
import type { TErrorItems } from "@store/domain/errors";
import { ApiError, apiClient, isShownFailure } from "@/features/shell/api-client";

/** SPEC §4 Document request status, with the server's message and per-field messages when it failed. */
export type TDocumentRequestStatus =
  | { kind: "standBy" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "failed"; message: string; items: TErrorItems; retryAfterSeconds?: number }
  /** 401: the dialog hands over to the sign-in prompt, keeping what was typed. */
  | { kind: "sessionEnded" };

/** The dialog's address while open (SPEC §2), and after sending. */
export function documentRequestPath(code: string, thanks = false): string {
  const base = `/apps/${encodeURIComponent(code)}/document-request`;
  return thanks ? `${base}/thanks` : base;
}

/**
 * SPEC §7 Document request. Resolves to the status the dialog moves to: `sent` once the request is
 * accepted, `failed` with the server's messages (in the visitor's language), `failed` with an
 * empty message for an unexpected error (the dialog shows its own words then), or `sessionEnded`.
 */
export async function sendDocumentRequest(
  code: string,
  form: { email: string; interesting: TSurveyAreaKey[] },
): Promise<TDocumentRequestStatus> {
  try {
    await apiClient.post(`/api/apps/${encodeURIComponent(code)}/document_request`, {
      email: form.email,
      surveyAnswers: { interesting: form.interesting },
    });
    return { kind: "sent" };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "UNAUTHENTICATED") return { kind: "sessionEnded" };
    if (error.status === 429) {
      // Too many requests: the dialog says how long to wait, in the visitor's language.
      return { kind: "failed", message: "", items: {}, retryAfterSeconds: error.retryAfterSeconds ?? 60 };
    }
    if (isShownFailure(error, "documentRequest")) {
      return { kind: "failed", message: error.message, items: error.items };
    }
    return { kind: "failed", message: "", items: {} };
  }
}
