import { apiClient } from "@/client/api-client";
import { editorialPublicationApiPath } from "../editorial-api-paths";
import type { TConsoleKind } from "../editorial-kinds";

/**
 * The publication call of a kind: publish now, from a time (ISO), or unpublish (null). The content
 * kinds take `publishedAt`; announcements keep their documented API (POST with an optional
 * `publishAt`, DELETE to unpublish).
 */
export function requestPublication(kind: TConsoleKind, id: number, publishedAt: string | null): Promise<unknown> {
  const path = editorialPublicationApiPath(kind, id);
  if (kind !== "announcements") return apiClient.post(path, { publishedAt });
  if (publishedAt === null) return apiClient.delete(path);
  return apiClient.post(path, publishedAt === "now" ? {} : { publishAt: publishedAt });
}
