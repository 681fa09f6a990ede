import { ZAppCodeParams } from "@store/domain/schemas/app";
import { markLauncherFavorite } from "@/features/app-launcher/set-launcher-favorite";
import { route } from "@/server/route";

/** A star or unstar of an installed app, for the caller in their current tenant (204). */
const favoriteRoute = (favorite: boolean) =>
  route({ auth: "tenantUser", params: ZAppCodeParams, origin: "required" }, ({ db, principal, params }) =>
    markLauncherFavorite(db, {
      tenantId: principal.user.currentTenant?.id ?? null,
      suiteUserId: principal.user.id,
      code: params.code,
      favorite,
    }),
  );

/** SPEC §2 Shell app launcher: star an installed app for the caller in the current tenant (204). */
export const PUT = favoriteRoute(true);

/** Unstar it (204); unstarring an app never starred is no error. */
export const DELETE = favoriteRoute(false);
