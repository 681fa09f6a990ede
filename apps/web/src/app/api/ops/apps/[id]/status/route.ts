import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZAppStatusChange } from "@store/domain/schemas/operator-app";
import { changeAppStatus } from "@/features/ops-apps/server/change-app-status";
import { invalidatePublicStore } from "@/server/public-cache";
import { PUBLIC_TAGS } from "@/server/public-tags";
import { route } from "@/server/route";

/** An operator changes an app's status with a reason (409 when it moved since they looked, 422 off the table). */
export const POST = route(
  { auth: "operator", origin: "required", params: ZRowIdParams, body: ZAppStatusChange },
  async ({ db, principal, params, body, locale }) => {
    const changed = await changeAppStatus(db, principal, params.id, body, { locale });
    await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return changed;
  },
);
