import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZProviderUserStateAnswer, ZProviderUserStateConflict } from "@store/domain/schemas/provider";
import { reactivateProviderUser } from "@/features/console/ops-providers/server/reactivate-provider-user";
import { suspendProviderUser } from "@/features/console/ops-providers/server/suspend-provider-user";
import { route } from "@/server/http/route";

/** Both act on one provider user and answer their state (409 when it does not allow the action). */
const USER_ACTION = {
  tags: ["Operator"],
  auth: "operator",
  origin: "required",
  params: ZRowIdParams,
  answers: [{ status: 200, description: "The provider user's state now.", schema: ZProviderUserStateAnswer }],
  errors: ["NOT_FOUND", "CONFLICT"],
  conflictDetails: ZProviderUserStateConflict,
} as const;

/** Suspends a provider user: no sign-in, and their sessions end at once. */
export const POST = route(
  {
    summary: "Suspends a provider user: no sign-in, and every session of theirs ends at once",
    ...USER_ACTION,
  },
  ({ db, principal, params }) => suspendProviderUser(db, principal, params.id),
);

/** Lifts a provider user's suspension. */
export const DELETE = route(
  { summary: "Lifts a provider user's suspension", ...USER_ACTION },
  ({ db, principal, params }) => reactivateProviderUser(db, principal, params.id),
);
