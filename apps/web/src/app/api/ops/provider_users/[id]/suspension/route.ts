import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { reactivateProviderUser } from "@/features/ops-providers/server/reactivate-provider-user";
import { suspendProviderUser } from "@/features/ops-providers/server/suspend-provider-user";
import { route } from "@/server/route";

/** Suspends a provider user: no sign-in, and their sessions end at once. */
export const POST = route({ auth: "operator", origin: "required", params: ZRowIdParams }, ({ db, principal, params }) =>
  suspendProviderUser(db, principal, params.id),
);

/** Lifts a provider user's suspension. */
export const DELETE = route(
  { auth: "operator", origin: "required", params: ZRowIdParams },
  ({ db, principal, params }) => reactivateProviderUser(db, principal, params.id),
);
