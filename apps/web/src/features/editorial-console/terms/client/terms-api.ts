import {
  type TCreateTermsVersionRequest,
  type TOpsTermsVersion,
  type TRenderedTermsMarkdown,
  type TUpdateTermsVersionRequest,
  ZOpsTermsVersion,
  ZRenderedTermsMarkdown,
} from "@store/domain/schemas/editorial";
import { apiClient } from "@/features/shell/api-client";

// The console's terms API as the browser calls it, through the store's one API client.

export const OPS_TERMS_API = "/api/ops/editorial/terms";

export async function createTermsVersion(body: TCreateTermsVersionRequest): Promise<TOpsTermsVersion> {
  return ZOpsTermsVersion.parse(await apiClient.post(OPS_TERMS_API, body));
}

export async function updateTermsVersion(id: number, body: TUpdateTermsVersionRequest): Promise<TOpsTermsVersion> {
  return ZOpsTermsVersion.parse(await apiClient.patch(`${OPS_TERMS_API}/${id}`, body));
}

export async function publishTermsVersion(id: number): Promise<TOpsTermsVersion> {
  return ZOpsTermsVersion.parse(await apiClient.post(`${OPS_TERMS_API}/${id}/publication`));
}

export async function deleteTermsVersion(id: number): Promise<void> {
  await apiClient.delete(`${OPS_TERMS_API}/${id}`);
}

export async function renderTermsMarkdown(markdown: string): Promise<TRenderedTermsMarkdown> {
  return ZRenderedTermsMarkdown.parse(await apiClient.post(`${OPS_TERMS_API}/markdown`, { markdown }));
}
