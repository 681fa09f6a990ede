import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZPreCheckReport } from "@store/domain/schemas/pre-check";
import { runDraftPreChecks } from "@/features/portal/app-prechecks/server/run-draft-pre-checks";
import { route } from "@/server/http/route";
import { PRE_CHECK_REPORT_NOTE } from "@/features/portal/app-prechecks/server/pre-check-api-notes";

/** Runs the automatic pre-checks on one of the provider's drafts and answers the report (404 for another's). */
export const POST = route(
  {
    summary: "Runs the automatic pre-checks on an own draft as saved",
    description: `${PRE_CHECK_REPORT_NOTE} Another provider's draft is not found.`,
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    rateLimit: "preChecksPerIp",
    params: ZRowIdParams,
    answers: [{ status: 200, description: "The report, also kept on the draft.", schema: ZPreCheckReport }],
    errors: ["NOT_FOUND"],
  },
  ({ db, principal, params }) => runDraftPreChecks(db, principal, params.id),
);
