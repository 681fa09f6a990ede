import type { TSurveyAreaKey } from "@store/domain/enums";
import type { TErrorItems } from "@store/domain/errors";
import { z } from "zod";

/** SPEC §4 Document request status, with the server's message and per-field messages when it failed. */
export type TDocumentRequestStatus =
  | { kind: "standBy" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "failed"; message: string; items: TErrorItems; retryAfterSeconds?: number };

/** SPEC §8: failures whose message and items the dialog shows; others are unexpected errors. */
const SHOWN_STATUSES = new Set([400, 402, 403, 422]);

const ZErrorBody = z.object({
  error: z.object({ message: z.string(), items: z.record(z.string(), z.array(z.string())).optional() }),
});

/** The dialog's address while open (SPEC §2), and after sending. */
export function documentRequestPath(code: string, thanks = false): string {
  const base = `/apps/${encodeURIComponent(code)}/document-request`;
  return thanks ? `${base}/thanks` : base;
}

/**
 * SPEC §7 Document request. Resolves to the status the dialog moves to: `sent` once the request is
 * accepted, `failed` with the server's messages, or `failed` with an empty message for an
 * unexpected error (the dialog shows its own words then).
 */
export async function sendDocumentRequest(
  code: string,
  form: { email: string; interesting: TSurveyAreaKey[] },
): Promise<TDocumentRequestStatus> {
  try {
    const response = await fetch(`/api/apps/${encodeURIComponent(code)}/document_request`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email: form.email, surveyAnswers: { interesting: form.interesting } }),
    });
    if (response.ok) return { kind: "sent" };
    if (response.status === 429) {
      // Too many requests: the dialog says how long to wait, in the visitor's language.
      const retryAfterSeconds = Number(response.headers.get("retry-after")) || 60;
      return { kind: "failed", message: "", items: {}, retryAfterSeconds };
    }
    const parsed = ZErrorBody.safeParse(await response.json().catch(() => null));
    if (SHOWN_STATUSES.has(response.status) && parsed.success) {
      return { kind: "failed", message: parsed.data.error.message, items: parsed.data.error.items ?? {} };
    }
  } catch {
    // A network failure is an unexpected error like any other.
  }
  return { kind: "failed", message: "", items: {} };
}
