import { ZAppCodeParams } from "@store/domain/schemas/app";
import { markLauncherFavorite } from "@/features/tenant/app-launcher/set-launcher-favorite";
import { route } from "@/server/http/route";
import type { TRouteDocs } from "@/server/openapi/route-docs";

/** A star or unstar of an installed app, for the caller in their current tenant (204). */
const favoriteRoute = (favorite: boolean, docs: Pick<TRouteDocs, "summary" | "description" | "answers">) =>
  route(
    {
      ...docs,
      tags: ["Tenant sign-in"],
      auth: "tenantUser",
      params: ZAppCodeParams,
      origin: "required",
      errors: ["NOT_FOUND"],
    },
    ({ db, principal, params }) =>
      markLauncherFavorite(db, {
        tenantId: principal.user.currentTenant?.id ?? null,
        suiteUserId: principal.user.id,
        code: params.code,
        favorite,
      }),
  );

/** SPEC §2 Shell app launcher: star an installed app for the caller in the current tenant (204). */
export const PUT = favoriteRoute(true, {
  summary: "Stars an installed app in the caller's app launcher, for the current tenant (SPEC §2)",
  description: "Favourites are kept per user and tenant. Starring twice is no error.",
  answers: [{ status: 204, description: "Starred." }],
});

/** Unstar it (204); unstarring an app never starred is no error. */
export const DELETE = favoriteRoute(false, {
  summary: "Unstars an installed app in the caller's app launcher",
  description: "Unstarring an app never starred is no error.",
  answers: [{ status: 204, description: "Unstarred." }],
});
