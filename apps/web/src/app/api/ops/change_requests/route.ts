import { ZChangeRequestQueue, ZChangeRequestQueueQuery } from "@store/domain/schemas/change-request-review";
import { listChangeRequests } from "@/features/console/change-review/server/list-change-requests";
import { route } from "@/server/http/route";

/** The review queue: pending change requests oldest first (one page), and those in review. */
export const GET = route(
  {
    summary: "The review queue: pending change requests oldest first (one page), and those in review",
    description:
      "`provider` and `kind` filter both lists; `after` (the `nextCursor` of the previous page) continues the pending list. Values the queue cannot use are ignored.",
    tags: ["Operator"],
    auth: "operator",
    query: ZChangeRequestQueueQuery,
    answers: [{ status: 200, description: "The queue.", schema: ZChangeRequestQueue }],
  },
  ({ db, query }) => listChangeRequests(db, query),
);
