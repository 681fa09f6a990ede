import "server-only";
import { ERROR_REPORTING, FRAMEWORK_CONTROL_ERRORS, IGNORED_ERRORS } from "@store/domain/monitoring";

type TSentryNode = typeof import("@sentry/node");

// Set only when SENTRY_DSN is: a store without error reporting never loads the SDK.
let sentry: TSentryNode | null = null;

/** Starts reporting server errors to the configured service (instrumentation.ts, at start). */
export async function startServerErrorReporting(dsn: string, environment: string): Promise<void> {
  const sdk = await import("@sentry/node");
  sdk.init({
    dsn,
    environment,
    debug: ERROR_REPORTING.debug,
    // No personal data beyond the ids the store sets itself.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    tracesSampleRate: 0,
    ignoreErrors: [...IGNORED_ERRORS, ...FRAMEWORK_CONTROL_ERRORS],
  });
  sentry = sdk;
}

/**
 * Reports an unexpected server error with the request id and the acting principal, by their ids
 * only (no names, e-mail addresses or tokens). `context` is the request logger's bindings.
 */
export function reportServerError(error: unknown, context: Record<string, unknown>): void {
  const sdk = sentry;
  if (!sdk) return;
  const { requestId, principal, method, path } = context;
  const ids = Object.fromEntries(Object.entries(context).filter(([key]) => /Id$/.test(key) && key !== "requestId"));
  sdk.withScope((scope) => {
    if (typeof requestId === "string") scope.setTag("request_id", requestId);
    if (typeof principal === "string") scope.setTag("principal", principal);
    scope.setContext("request", { method, path });
    scope.setContext("principal", ids);
    const id = ids.suiteUserId ?? ids.providerUserId ?? ids.operatorId;
    if (typeof id === "string" || typeof id === "number") scope.setUser({ id: String(id) });
    sdk.captureException(error);
  });
}
