import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { TDb } from "./client";

// How the web processes on one PostgreSQL database tell each other which cached public data to
// drop: a NOTIFY on one channel, heard by one dedicated LISTEN connection per process. PostgreSQL
// does not queue a notification for a connection that is down, so a listener that reconnects
// reports the gap and its process drops everything it holds.

export const INVALIDATION_CHANNEL = "store_public_cache";

type TMessage = { origin: string; tags: readonly string[] };

export type TInvalidationListener = {
  /** This process's id in the messages it sends, so it skips its own. */
  origin: string;
  /** Settles once the first LISTEN is in place. */
  ready: Promise<void>;
  close: () => Promise<void>;
};

export type TListenOptions = {
  databaseUrl: string;
  /** Tags another process invalidated. */
  onTags: (tags: readonly string[]) => void;
  /** The connection is (again) in place: notifications sent before it may have been missed. */
  onGap: () => void;
  onError?: (error: Error) => void;
  /** Milliseconds before the first reconnection; doubled up to 30 s while it keeps failing. */
  retryMs?: number;
};

const MAX_RETRY_MS = 30_000;

function parseMessage(payload: string | undefined): TMessage | null {
  try {
    const message = JSON.parse(payload ?? "") as Partial<TMessage>;
    if (typeof message.origin !== "string" || !Array.isArray(message.tags)) return null;
    return { origin: message.origin, tags: message.tags.filter((tag): tag is string => typeof tag === "string") };
  } catch {
    return null;
  }
}

/** Listens for invalidations on its own connection until closed, reconnecting when it is lost. */
export function listenForInvalidations(options: TListenOptions): TInvalidationListener {
  const origin = randomUUID();
  const firstRetry = options.retryMs ?? 1000;
  let closed = false;
  let client: pg.Client | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retry = firstRetry;
  let listening: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry);
    timer.unref?.();
    retry = Math.min(retry * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000 });
    next.on("notification", (notification) => {
      const message = parseMessage(notification.payload);
      if (message && message.origin !== origin && message.tags.length > 0) options.onTags(message.tags);
    });
    next.on("error", (error) => options.onError?.(error));
    next.on("end", () => {
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      options.onError?.(error as Error);
      await next.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retry = firstRetry;
    // Whatever was sent while this process was not listening (before its first connection too) is lost.
    options.onGap();
    listening();
  };

  void connect();
  return {
    origin,
    ready,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

/** Tells every listening process to drop `tags`; delivered when the caller's transaction (if any) commits. */
export async function notifyInvalidation(db: TDb, params: { origin: string; tags: readonly string[] }): Promise<void> {
  const payload = JSON.stringify({ origin: params.origin, tags: params.tags } satisfies TMessage);
  await db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`);
}
