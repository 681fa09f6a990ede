import { ZAppCodeParams } from "@store/domain/schemas/app";
import { markLauncherFavorite } from "@/features/app-launcher/set-launcher-favorite";
import { route } from "@/server/route";

/** SPEC §2 Shell app launcher: star an installed app for the caller in the current tenant (204). */
export const PUT = route(
  { auth: "tenantUser", params: ZAppCodeParams, origin: "required" },
  ({ db, principal, params }) =>
    markLauncherFavorite(db, {
      tenantId: principal.user.currentTenant?.id ?? null,
      suiteUserId: principal.user.id,
      code: params.code,
      favorite: true,
    }),
);

/** Unstar it (204); unstarring an app never starred is no error. */
export const DELETE = route(
  { auth: "tenantUser", params: ZAppCodeParams, origin: "required" },
  ({ db, principal, params }) =>
    markLauncherFavorite(db, {
      tenantId: principal.user.currentTenant?.id ?? null,
      suiteUserId: principal.user.id,
      code: params.code,
      favorite: false,
    }),
);
