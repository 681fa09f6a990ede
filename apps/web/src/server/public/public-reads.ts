import "server-only";
import type { TDb } from "@store/db/client";
import { listenForInvalidations, notifyInvalidation } from "@store/db/invalidation-channel";
import { findNextScheduledChange } from "@store/db/queries/editorial-schedule";
import { config } from "@/server/config";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { TaggedCache } from "./tagged-cache";

// Issue 12: the public store's reads (home, list, facets, app pages, editorial pages and their
// JSON) come from one in-memory cache per web process, keyed by their inputs, never by the viewer.
//
// Why not Next's own caches: every store page reads the locale (cookie, Accept-Language) and the
// session, so pages render per request; a cached page or route response would be one viewer's.
// `"use cache"` with `cacheTag` caches function results, but in Next 16 it needs
// `cacheComponents`, which changes how every page renders (uncached reads must sit in Suspense,
// segment configs go), and its per-entry lifetime is a fixed profile, not "until the next
// scheduled publication". `unstable_cache` is superseded by it, and both share entries across
// processes only through a custom cache handler. Caching the DATA here keeps the pages and route
// handlers as they are, runs the same in tests, route handlers and pages, and lets an entry end at
// the next editorial schedule time, which the store knows and Next does not.
//
// What depends on the viewer or the request's feature flags (an app's installed state, forced
// statuses) is applied to the cached value per request; previews and the operator and provider
// areas never read through here.
//
// Entries live 60 s at most (kept counts such as installations may lag that long: an install does
// not invalidate) and never past the next scheduled change. Several web processes on PostgreSQL
// hear each other's invalidations through LISTEN/NOTIFY (@store/db/invalidation-channel); on the
// embedded PGlite there is one process, and invalidation is local.

const TTL_MS = 60_000;
const MAX_ENTRIES = 5000;
/** About 32 MB of JSON: the cache stays a small part of the process's memory (issue 12: 300 MB idle). */
const MAX_SIZE = 32_000_000;
/** Whole pages (page-cache.ts, issue 30): some 60 to 150 KB of HTML each, 24 MB at most. */
const MAX_PAGES = 1000;
const MAX_PAGES_SIZE = 24_000_000;

/** A process's cache of public reads with its link to the other web processes. */
export type TPublicReads = {
  cache: TaggedCache;
  /** Whole visitor pages (page-cache.ts): dropped together by any invalidation, since a page shows many reads. */
  pages: TaggedCache;
  /** A public read through the cache: `load` runs on a miss with the database and the cache's time. */
  read: <T>(key: string, tags: readonly string[], load: (db: TDb, now: Date) => Promise<T>) => Promise<T>;
  /** Drops `tags` here at once and tells the other web processes (PostgreSQL only). */
  invalidate: (tags: readonly string[]) => Promise<void>;
  /** Settles once this process hears the others (at once without PostgreSQL). */
  listening: Promise<void>;
  close: () => Promise<void>;
};

export type TPublicReadsOptions = {
  /** PostgreSQL's URL: invalidations travel between processes; absent on PGlite. */
  databaseUrl?: string;
  getDb: () => Promise<TDb>;
  clock?: () => number;
};

export function createPublicReads(options: TPublicReadsOptions): TPublicReads {
  const nextChange = async (now: Date) => findNextScheduledChange(await options.getDb(), { now });
  const cache = new TaggedCache({
    clock: options.clock,
    ttlMs: TTL_MS,
    maxEntries: MAX_ENTRIES,
    maxSize: MAX_SIZE,
    nextChange,
  });
  const pages = new TaggedCache({
    clock: options.clock,
    ttlMs: TTL_MS,
    maxEntries: MAX_PAGES,
    maxSize: MAX_PAGES_SIZE,
    nextChange,
  });
  const drop = (tags: readonly string[]) => {
    cache.invalidate(tags);
    if (tags.length > 0) pages.clear();
  };
  const listener = options.databaseUrl
    ? listenForInvalidations({
        databaseUrl: options.databaseUrl,
        onTags: drop,
        onGap: () => {
          cache.clear();
          pages.clear();
        },
        onError: (err) => logger.warn({ err }, "the public cache's invalidation channel failed; it reconnects"),
      })
    : null;
  return {
    cache,
    pages,
    read: (key, tags, load) => cache.read({ key, tags, load: async (now) => load(await options.getDb(), now) }),
    invalidate: async (tags) => {
      drop(tags);
      if (!listener) return;
      try {
        await notifyInvalidation(await options.getDb(), { origin: listener.origin, tags });
      } catch (err) {
        // Other processes then show the old data until their entries expire (60 s at most).
        logger.warn({ err, tags }, "could not tell the other web processes to drop cached public data");
      }
    },
    listening: listener?.ready ?? Promise.resolve(),
    close: async () => {
      await listener?.close();
    },
  };
}

// One per server process, kept on globalThis so dev-mode reloads do not start a second listener.
const globalForReads = globalThis as unknown as { storePublicReads?: TPublicReads };

function publicReads(): TPublicReads {
  globalForReads.storePublicReads ??= createPublicReads({ databaseUrl: config().DATABASE_URL, getDb });
  return globalForReads.storePublicReads;
}

/** The process's cache of public reads. */
export function publicCache(): TaggedCache {
  return publicReads().cache;
}

/** The process's cache of whole visitor pages (page-cache.ts). */
export function publicPageCache(): TaggedCache {
  return publicReads().pages;
}

/** A public read through the process's cache. */
export function readPublic<T>(
  key: string,
  tags: readonly string[],
  load: (db: TDb, now: Date) => Promise<T>,
): Promise<T> {
  return publicReads().read(key, tags, load);
}

/** Drops `tags` in every web process. */
export function invalidatePublicReads(tags: readonly string[]): Promise<void> {
  return publicReads().invalidate(tags);
}
