import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZAppStatusChange, ZAppStatusChanged, ZAppStatusConflict } from "@store/domain/schemas/operator-app";
import { changeAppStatus } from "@/features/console/ops-apps/server/change-app-status";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { route } from "@/server/http/route";

/** An operator changes an app's status with a reason (409 when it moved since they looked, 422 off the table). */
export const POST = route(
  {
    summary: "Changes an app's status along the domain's transition table, with a reason",
    description:
      "`from` is the status the operator saw: when the app's status is another now, 409 with it in `details.current`. A move the table does not allow is 422 (`items.status`); the reason (1 to 2,000 characters) is required. The change and its audit row are one transaction; the public store shows it at once.",
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    body: ZAppStatusChange,
    answers: [{ status: 200, description: "The app's new status.", schema: ZAppStatusChanged }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZAppStatusConflict,
  },
  async ({ db, principal, params, body, locale }) => {
    const changed = await changeAppStatus(db, principal, params.id, body, { locale });
    await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return changed;
  },
);
