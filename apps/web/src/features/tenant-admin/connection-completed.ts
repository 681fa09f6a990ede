import { guardedStorage } from "@/client/browser-storage";

/** After a connect or adapt install the page reloads, then shows the connection-completed dialog. */
export const CONNECTION_COMPLETED_KEY = "hrstore_connection_completed";

/**
 * Whether a connection-completed dialog waits: a cheap look that lets the app page skip loading
 * the tenant-admin client (and zod with it) when nothing waits, which is nearly always.
 */
export function hasConnectionCompleted(): boolean {
  return guardedStorage("session").getItem(CONNECTION_COMPLETED_KEY) !== null;
}
