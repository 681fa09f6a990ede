import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZPreCheckReport } from "@store/domain/schemas/pre-check";
import { runChangeRequestPreChecks } from "@/features/portal/app-prechecks/server/run-change-request-pre-checks";
import { route } from "@/server/http/route";
import { PRE_CHECK_REPORT_NOTE } from "@/features/portal/app-prechecks/server/pre-check-api-notes";

/** Runs the automatic pre-checks again on a submitted draft and answers the report (operators). */
export const POST = route(
  {
    summary: "Runs the automatic pre-checks again on a submitted draft (a change request)",
    description: `${PRE_CHECK_REPORT_NOTE} A draft never submitted, or merged, is not found.`,
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 200, description: "The report, also kept on the draft.", schema: ZPreCheckReport }],
    errors: ["NOT_FOUND"],
  },
  ({ db, params }) => runChangeRequestPreChecks(db, params.id),
);
