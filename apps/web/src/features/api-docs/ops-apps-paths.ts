import "server-only";
import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZAppStatusChange, ZAppStatusChanged, ZAppStatusConflict } from "@store/domain/schemas/operator-app";
import type { TPathSpecs } from "./operation";

// The operator console's app endpoints (issue 11), as apps/web/src/app/api/ops/apps/** declares them.

export const OPS_APPS_PATHS: TPathSpecs = {
  "/api/ops/apps/{id}/status": {
    post: {
      tags: ["Operator"],
      auth: "operator",
      origin: "required",
      summary: "Changes an app's status along the domain's transition table, with a reason",
      description:
        "`from` is the status the operator saw: when the app's status is another now, 409 with it in `details.current`. A move the table does not allow is 422 (`items.status`); the reason (1 to 2,000 characters) is required. The change and its audit row are one transaction; the public store shows it at once.",
      params: ZRowIdParams,
      body: ZAppStatusChange,
      answers: [{ status: 200, description: "The app's new status.", schema: ZAppStatusChanged }],
      errors: ["NOT_FOUND", "CONFLICT"],
      conflictDetails: ZAppStatusConflict,
    },
  },
};
