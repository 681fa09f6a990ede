import { guardedStorage } from "./browser-storage";

// SPEC §4: after a connect or adapt install the page reloads, then shows the connection-completed
// dialog. The install dialog (features/tenant) leaves this note; the app page (features/store) takes
// it. Read without zod: the app page loads this with its first scripts.

const CONNECTION_COMPLETED_KEY = "hrstore_connection_completed";

type TConnectedApp = { name: string; url: string | null };

export function rememberConnectionCompleted(app: TConnectedApp): void {
  guardedStorage("session").setItem(CONNECTION_COMPLETED_KEY, JSON.stringify(app));
}

/** The app whose connection just completed, once: the note is removed as it is read. */
export function takeConnectionCompleted(): TConnectedApp | null {
  const storage = guardedStorage("session");
  const raw = storage.getItem(CONNECTION_COMPLETED_KEY);
  if (raw === null) return null;
  storage.removeItem(CONNECTION_COMPLETED_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { name, url } = value as Record<string, unknown>;
    if (typeof name !== "string" || (url !== null && typeof url !== "string")) return null;
    return { name, url };
  } catch {
    return null;
  }
}
