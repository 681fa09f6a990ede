import "server-only";
import dc from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

// On SIGTERM Next.js stops accepting connections and waits for the requests in flight before the
// process exits (start-server.js). A proxy in front keeps its connections to the store alive and
// sends the next requests on them, so under load a stopping process would never run out of work and
// be killed by its supervisor mid-request. From SIGTERM on, every response closes its connection
// (`Connection: close`): the proxy sends what follows to another process (bench/processes.mjs).

/** Called once when the server starts (instrumentation.ts); later calls do nothing. */
export function closeConnectionsOnStop(): void {
  const state = globalThis as unknown as { storeGracefulStop?: { stopping: boolean } };
  if (state.storeGracefulStop) return;
  const stop = { stopping: false };
  state.storeGracefulStop = stop;
  process.once("SIGTERM", () => {
    stop.stopping = true;
  });
  // Node publishes each request here after deciding whether its connection stays open, before any handler runs.
  dc.subscribe("http.server.request.start", (message) => {
    if (!stop.stopping) return;
    (message as { response: ServerResponse }).response.shouldKeepAlive = false;
  });
}
