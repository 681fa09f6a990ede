import {
  type TOpsProviderAnnouncement,
  type TProviderAnnouncementFields,
  ZOpsProviderAnnouncement,
} from "@store/domain/schemas/editorial";
import { apiClient } from "@/features/shell/api-client";

// The console's announcements API as the browser calls it, through the store's one API client.

export const OPS_ANNOUNCEMENTS_API = "/api/ops/editorial/announcements";

export async function createAnnouncement(body: TProviderAnnouncementFields): Promise<TOpsProviderAnnouncement> {
  return ZOpsProviderAnnouncement.parse(await apiClient.post(OPS_ANNOUNCEMENTS_API, body));
}

export async function updateAnnouncement(
  id: number,
  body: TProviderAnnouncementFields,
): Promise<TOpsProviderAnnouncement> {
  return ZOpsProviderAnnouncement.parse(await apiClient.patch(`${OPS_ANNOUNCEMENTS_API}/${id}`, body));
}

/** Publishes now, or from `publishAt` (an ISO time) when given. */
export async function publishAnnouncement(id: number, publishAt?: string): Promise<TOpsProviderAnnouncement> {
  const body = publishAt ? { publishAt } : {};
  return ZOpsProviderAnnouncement.parse(await apiClient.post(`${OPS_ANNOUNCEMENTS_API}/${id}/publication`, body));
}

export async function unpublishAnnouncement(id: number): Promise<TOpsProviderAnnouncement> {
  return ZOpsProviderAnnouncement.parse(await apiClient.delete(`${OPS_ANNOUNCEMENTS_API}/${id}/publication`));
}

export async function deleteAnnouncement(id: number): Promise<void> {
  await apiClient.delete(`${OPS_ANNOUNCEMENTS_API}/${id}`);
}
