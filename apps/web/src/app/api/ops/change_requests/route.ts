import { ZChangeRequestQueueQuery } from "@store/domain/schemas/change-request-review";
import { listChangeRequests } from "@/features/change-review/server/list-change-requests";
import { route } from "@/server/route";

/** The review queue: pending change requests oldest first (one page), and those in review. */
export const GET = route({ auth: "operator", query: ZChangeRequestQueueQuery }, ({ db, query }) =>
  listChangeRequests(db, query),
);
