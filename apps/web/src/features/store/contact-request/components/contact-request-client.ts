import type { TContactRequest } from "@store/domain/schemas/contact-request";
import { ApiError, apiClient } from "@/client/api-client";
import { campaignBody } from "@/client/storage/marketing-values";
import type { TApiFormFailure } from "@/client/use-api-form";

/**
 * Sends the request: a trial through the signed-in route (SPEC §6), the other kinds as a visitor.
 * A refusal is the API client's ApiError: the form shows it (`contactRefusal`).
 */
export async function sendContactRequest(code: string, form: TContactRequest): Promise<void> {
  const path = form.kind === "trial" ? "trial_requests" : "contact_requests";
  await apiClient.post(`/api/apps/${encodeURIComponent(code)}/${path}`, { ...form, ...campaignBody() });
}

/**
 * What the form says of a refusal: a 401 (the session ended; what was typed stays), a 429 with
 * the wait, a 4xx's own words with its per-field messages (no words above the fields when the
 * server gave only those); undefined for the form's generic words.
 */
export function contactRefusal(
  error: unknown,
  t: (key: "sessionEnded" | "rateLimited" | "failed", values?: { minutes: number }) => string,
): TApiFormFailure | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return { message: t("sessionEnded") };
  if (error.status === 429)
    return { message: t("rateLimited", { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) }) };
  if (error.status < 400 || error.status >= 500) return undefined;
  const fieldsOnly = Object.keys(error.items).length > 0;
  return { message: error.message || (fieldsOnly ? null : t("failed")), items: error.items };
}
