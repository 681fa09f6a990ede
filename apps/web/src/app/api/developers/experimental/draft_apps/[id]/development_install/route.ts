import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { startDraftDevelopmentInstall } from "@/features/portal/development-installs/server/development-install-entries";
import {
  DEVELOPMENT_INSTALL_NOTE,
  startResponse,
  ZDevelopmentInstallStart,
} from "@/features/portal/development-installs/server/start-response";
import { route } from "@/server/http/route";

/** Starts installing an own draft in the provider's development tenant (issue 27). */
export const POST = route(
  {
    summary: "Starts installing an own draft in the provider's development tenant",
    description: `${DEVELOPMENT_INSTALL_NOTE} The draft must name a registered OAuth client of the provider and its scopes. Another provider's draft is not found.`,
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 200, description: "Where to send the browser.", schema: ZDevelopmentInstallStart }],
    errors: ["NOT_FOUND", "UNPROCESSABLE", "UNAVAILABLE"],
  },
  async ({ db, principal, params }) => startResponse(await startDraftDevelopmentInstall(db, principal, params.id)),
);
