import "server-only";
import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZPreCheckReport } from "@store/domain/schemas/pre-check";
import type { TPathSpecs } from "./operation";

// The automatic pre-checks (issue 11): the provider runs them on an own draft before submitting,
// the operator again on a submitted one when opening it. Both keep the report on the draft.

const REPORT_NOTE =
  "One result per rule (`requiredFields`, `textLimits`, `links`, `images`, `embeds`, `plans`, `markup`), each `passed`, `warning` or `failed` with findings `{ path, outcome, code, values }`; the report's outcome is the worst. Links are fetched with HEAD (GET when refused), 5 s each, redirects followed up to 3 hops, never to private or loopback addresses; a link that does not answer is a warning.";

export const PRE_CHECK_PATHS: TPathSpecs = {
  "/api/developers/experimental/draft_apps/{id}/pre_checks": {
    post: {
      summary: "Runs the automatic pre-checks on an own draft as saved",
      description: `${REPORT_NOTE} Another provider's draft is not found.`,
      tags: ["Developer API"],
      auth: "providerUser",
      origin: "required",
      rateLimited: true,
      params: ZRowIdParams,
      answers: [{ status: 200, description: "The report, also kept on the draft.", schema: ZPreCheckReport }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/ops/change_requests/{id}/pre_checks": {
    post: {
      summary: "Runs the automatic pre-checks again on a submitted draft (a change request)",
      description: `${REPORT_NOTE} A draft never submitted, or merged, is not found.`,
      tags: ["Operator"],
      auth: "operator",
      origin: "required",
      params: ZRowIdParams,
      answers: [{ status: 200, description: "The report, also kept on the draft.", schema: ZPreCheckReport }],
      errors: ["NOT_FOUND"],
    },
  },
};
