import type { TSurveyAreaKey } from "@store/domain/enums";
import { apiClient } from "@/client/api-client";
import { campaignBody } from "@/client/storage/marketing-values";

/** The dialog's address while open (SPEC §2), and after sending. */
export function documentRequestPath(code: string, thanks = false): string {
  const base = `/apps/${encodeURIComponent(code)}/document-request`;
  return thanks ? `${base}/thanks` : base;
}

/**
 * SPEC §7 Document request: resolves once the request is accepted (the mail comes from the job
 * worker); a refusal is the API client's ApiError, which the dialog's form state shows.
 */
export async function sendDocumentRequest(
  code: string,
  form: { email: string; interesting: TSurveyAreaKey[] },
): Promise<void> {
  await apiClient.post(`/api/apps/${encodeURIComponent(code)}/document_request`, {
    email: form.email,
    surveyAnswers: { interesting: form.interesting },
    ...campaignBody(),
  });
}
