import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { runDraftPreChecks } from "@/features/app-prechecks/server/run-draft-pre-checks";
import { route } from "@/server/route";

/** Runs the automatic pre-checks on one of the provider's drafts and answers the report (404 for another's). */
export const POST = route(
  { auth: "providerUser", origin: "required", rateLimit: "preChecksPerIp", params: ZRowIdParams },
  ({ db, principal, params }) => runDraftPreChecks(db, principal, params.id),
);
