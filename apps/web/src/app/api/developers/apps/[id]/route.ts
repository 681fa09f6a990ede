import { ZOwnApp } from "@store/domain/schemas/draft-app";
import { getOwnApp } from "@/features/portal/app-drafts/server/get-own-app";
import { route } from "@/server/http/route";
import { ownReadById } from "@/features/portal/developer-portal/server/own-reads";

/** One of the provider's apps with its published content (404 for another provider's). */
export const GET = route(ownReadById("One own app's published content", ZOwnApp), ({ db, principal, params }) =>
  getOwnApp(db, principal, params.id),
);
