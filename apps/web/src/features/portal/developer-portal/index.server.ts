// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { AnnouncementView } from "./components/announcement-view";
export type { TAnnouncement } from "./server/find-announcement";
