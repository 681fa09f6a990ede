import {
  type TOpsTermsVersion,
  type TRenderedTermsMarkdown,
  ZOpsTermsVersion,
  ZRenderedTermsMarkdown,
} from "@store/domain/schemas/editorial";
import { apiClient } from "@/client/api-client";

// The terms parts of the console (publishing a version, the Markdown preview) as the browser calls
// them; saving a version goes through the one editorial form.

export const OPS_TERMS_API = "/api/ops/editorial/terms";

export async function publishTermsVersion(id: number): Promise<TOpsTermsVersion> {
  return ZOpsTermsVersion.parse(await apiClient.post(`${OPS_TERMS_API}/${id}/publication`));
}

export async function deleteTermsVersion(id: number): Promise<void> {
  await apiClient.delete(`${OPS_TERMS_API}/${id}`);
}

export async function renderTermsMarkdown(markdown: string): Promise<TRenderedTermsMarkdown> {
  return ZRenderedTermsMarkdown.parse(await apiClient.post(`${OPS_TERMS_API}/markdown`, { markdown }));
}
