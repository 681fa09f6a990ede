import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { startReviewInstall } from "@/features/portal/development-installs/server/development-install-entries";
import {
  DEVELOPMENT_INSTALL_NOTE,
  startResponse,
  ZDevelopmentInstallStart,
} from "@/features/portal/development-installs/server/start-response";
import { route } from "@/server/http/route";

/** Starts installing a submitted draft in the reviewers' tenant (issue 27). */
export const POST = route(
  {
    summary: "Starts installing a submitted draft in the review tenant",
    description: `${DEVELOPMENT_INSTALL_NOTE} Only a pending or in-review change request can be tried.`,
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 200, description: "Where to send the browser.", schema: ZDevelopmentInstallStart }],
    errors: ["NOT_FOUND", "UNPROCESSABLE", "UNAVAILABLE"],
  },
  async ({ db, principal, params }) => startResponse(await startReviewInstall(db, principal, params.id)),
);
