import "server-only";
import { AppError, type TUserMessage } from "@store/domain/errors";
import type { TProviderUserState } from "@store/domain/schemas/provider";

export function providerUserNotFound(id: number | null): AppError {
  return new AppError("NOT_FOUND", `no provider user ${id}`, {
    userMessage: { key: "opsProviders.errors.userNotFound" },
  });
}

const STATE_MESSAGE: Record<TProviderUserState, TUserMessage> = {
  invited: { key: "opsProviders.errors.state.invited" },
  active: { key: "opsProviders.errors.state.active" },
  suspended: { key: "opsProviders.errors.state.suspended" },
};

/** The user is not in a state the action applies to; the answer says which state they are in. */
export function providerUserStateConflict(id: number, state: TProviderUserState): AppError {
  return new AppError("CONFLICT", `provider user ${id} is ${state}`, {
    userMessage: STATE_MESSAGE[state],
    details: { current: { id, state } },
  });
}
