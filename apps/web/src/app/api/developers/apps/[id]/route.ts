import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { getOwnApp } from "@/features/app-drafts/server/get-own-app";
import { route } from "@/server/route";

/** One of the provider's apps with its published content (404 for another provider's). */
export const GET = route({ auth: "providerUser", params: ZRowIdParams }, ({ db, principal, params }) =>
  getOwnApp(db, principal, params.id),
);
