import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { runChangeRequestPreChecks } from "@/features/app-prechecks/server/run-change-request-pre-checks";
import { route } from "@/server/route";

/** Runs the automatic pre-checks again on a submitted draft and answers the report (operators). */
export const POST = route({ auth: "operator", origin: "required", params: ZRowIdParams }, ({ db, params }) =>
  runChangeRequestPreChecks(db, params.id),
);
