import { ApiError } from "@/client/api-client";
import type { TResumeDialog } from "@/client/storage/resume-after-sign-in";

/** A call refused with 401: the session ended (expired, revoked, or the cookie is gone). */
export function isSessionEnded(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "UNAUTHENTICATED";
}

/** The page a dialog opens on again after sign-in: where it is now. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * SPEC §2 login dialog for an action whose session ended: the 'administrator authority required'
 * variant for admin actions, saying the session ended, and bringing the action's dialog back with
 * what the user had chosen once they have signed in again.
 */
export function signInAgainProps(resume: TResumeDialog, adminRequired: boolean): Record<string, unknown> {
  return { adminRequired, sessionEnded: true, resume };
}
