// Stamps each request with its connection's address (server/client-ip.ts), closes connections after
// their response once the process is stopping (server/graceful-stop.ts); opens the database
// (migrating and seeding it when empty) as the server starts, so the first visitor does not wait
// for it and a bad configuration stops the process at once; starts error reporting when SENTRY_DSN
// is set; then starts the background-job worker of this process (ARCHITECTURE.md, background work).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  stopWithSupervisor();
  const { stampSocketAddresses } = await import("./server/client-ip");
  stampSocketAddresses();
  const { closeConnectionsOnStop } = await import("./server/graceful-stop");
  closeConnectionsOnStop();
  const { config } = await import("./server/config");
  const { JOB_POLL_MS, SENTRY_DSN, FLAG_ENVIRONMENT } = config();
  if (SENTRY_DSN) {
    const { startServerErrorReporting } = await import("./server/error-reporting");
    await startServerErrorReporting(SENTRY_DSN, FLAG_ENVIRONMENT);
  }
  const { getDb } = await import("./server/db");
  await getDb();
  if (JOB_POLL_MS === 0) return;
  const { startStoreJobWorker, stopStoreJobWorker } = await import("./server/jobs/job-worker");
  const { STORE_JOBS } = await import("./store-jobs");
  startStoreJobWorker(STORE_JOBS, JOB_POLL_MS);
  // Next.js closes the server on SIGTERM after the requests in flight; the worker stops claiming
  // at once and finishes its job. A job cut off by the exit is taken over by its stale heartbeat.
  process.once("SIGTERM", () => void stopStoreJobWorker());
}

/**
 * An error while rendering a page or running a server action, reported (when SENTRY_DSN is set)
 * with the request's id when it carried one and the route it was for. Route handlers report their
 * own, with the acting principal (server/http/route.ts).
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A page that failed for want of the database: the proxy answers pages 503 until it is back.
  const { isDatabaseUnreachable } = await import("@store/db/client");
  if (isDatabaseUnreachable(error)) (await import("./server/database-outage")).markDatabaseUnreachable();
  if (context.routeType === "route") return;
  const { reportServerError } = await import("./server/error-reporting");
  const requestId = request.headers["x-request-id"];
  reportServerError(error, {
    requestId: typeof requestId === "string" ? requestId : undefined,
    method: request.method,
    path: context.routePath,
  });
}

/**
 * Under `npm start` the store stops with the script that started it, even when that script was
 * killed outright: SIGTERM lets Next finish the requests in flight first.
 */
function stopWithSupervisor() {
  const supervisor = Number(process.env.STORE_SUPERVISOR_PID);
  if (!Number.isInteger(supervisor) || supervisor <= 1) return;
  setInterval(() => {
    try {
      process.kill(supervisor, 0);
    } catch {
      process.kill(process.pid, "SIGTERM");
    }
  }, 1000).unref();
}
