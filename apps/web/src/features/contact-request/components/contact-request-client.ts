import type { TErrorItems } from "@store/domain/errors";
import type { TContactRequest } from "@store/domain/schemas/contact-request";
import { ApiError, apiClient } from "@/features/shell/api-client";

export type TContactSendResult =
  | { kind: "sent" }
  | { kind: "failed"; message: string; items: TErrorItems; retryAfterSeconds?: number }
  /** 401: the session ended; the form stays as typed and asks to sign in again. */
  | { kind: "sessionEnded" };

/** Sends the request: a trial through the signed-in route (SPEC §6), the other kinds as a visitor. */
export async function sendContactRequest(code: string, form: TContactRequest): Promise<TContactSendResult> {
  const path = form.kind === "trial" ? "trial_requests" : "contact_requests";
  try {
    await apiClient.post(`/api/apps/${encodeURIComponent(code)}/${path}`, form);
    return { kind: "sent" };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return { kind: "sessionEnded" };
    if (error.status === 429)
      return { kind: "failed", message: "", items: {}, retryAfterSeconds: error.retryAfterSeconds ?? 60 };
    if (error.status >= 400 && error.status < 500)
      return { kind: "failed", message: error.message, items: error.items };
    return { kind: "failed", message: "", items: {} };
  }
}
