import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { pickUpChangeRequest } from "@/features/change-review/server/pick-up-change-request";
import { route } from "@/server/route";

/** The operator picks a pending change request up for review (409 naming who has it when someone was first). */
export const POST = route({ auth: "operator", origin: "required", params: ZRowIdParams }, ({ db, principal, params }) =>
  pickUpChangeRequest(db, principal, params.id),
);
