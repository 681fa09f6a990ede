import { describe, expect, it } from "vitest";
import { TaggedCache, type TTaggedCacheOptions } from "./tagged-cache";

const SECOND = 1000;

/** A cache on a clock the test moves, and a loader that counts its calls and answers "<key>#<n>". */
function setup(options: Partial<TTaggedCacheOptions> = {}) {
  const clock = { now: Date.parse("2026-11-23T00:00:00Z") };
  const cache = new TaggedCache({
    clock: () => clock.now,
    ttlMs: 60 * SECOND,
    maxEntries: 100,
    maxSize: 1e6,
    ...options,
  });
  const calls: string[] = [];
  const read = (key: string, tags: string[] = ["apps"]) =>
    cache.read({
      key,
      tags,
      load: async () => {
        calls.push(key);
        return `${key}#${calls.filter((k) => k === key).length}`;
      },
    });
  return { cache, clock, calls, read };
}

/** A loader the test answers by hand, to hold a load in flight. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("tagged cache", () => {
  it("answers a second read from memory without loading again", async () => {
    const { read, calls } = setup();
    expect(await read("list")).toBe("list#1");
    expect(await read("list")).toBe("list#1");
    expect(calls).toEqual(["list"]);
  });

  it("gives the loader the cache's time", async () => {
    const { cache, clock } = setup();
    const seen = await cache.read({ key: "k", tags: [], load: async (now) => now.toISOString() });
    expect(seen).toBe(new Date(clock.now).toISOString());
  });

  it("drops the entries of an invalidated tag and keeps the others", async () => {
    const { cache, read } = setup();
    await read("list", ["apps"]);
    await read("news", ["editorial:news"]);
    cache.invalidate(["apps"]);
    expect(await read("list", ["apps"])).toBe("list#2");
    expect(await read("news", ["editorial:news"])).toBe("news#1");
  });

  it("loads again once the time to live has passed, not before", async () => {
    const { clock, read } = setup();
    await read("list");
    clock.now += 59 * SECOND;
    expect(await read("list")).toBe("list#1");
    clock.now += 1 * SECOND;
    expect(await read("list")).toBe("list#2");
  });

  it("ends every entry at the next scheduled change, even before its time to live", async () => {
    const clock = { now: Date.parse("2026-11-23T00:00:00Z") };
    const scheduled = new Date(clock.now + 10 * SECOND);
    const { read } = setup({ clock: () => clock.now, nextChange: async (now) => (now < scheduled ? scheduled : null) });
    await read("home");
    clock.now += 9 * SECOND;
    expect(await read("home")).toBe("home#1");
    clock.now += 1 * SECOND;
    expect(await read("home")).toBe("home#2");
    // Nothing scheduled after that: the time to live rules again.
    clock.now += 59 * SECOND;
    expect(await read("home")).toBe("home#2");
  });

  it("asks for the next scheduled change once per time to live, and again after an invalidation", async () => {
    const asked: number[] = [];
    const clock = { now: 0 };
    const { cache, read } = setup({
      clock: () => clock.now,
      nextChange: async (now) => {
        asked.push(now.getTime());
        return null;
      },
    });
    await Promise.all([read("a"), read("b")]);
    await read("c");
    expect(asked).toEqual([0]);
    cache.invalidate(["editorial:news"]);
    await read("d");
    expect(asked).toEqual([0, 0]);
    clock.now = 60 * SECOND;
    await read("e");
    expect(asked).toEqual([0, 0, 60 * SECOND]);
  });

  it("runs the loader once for concurrent misses of one key", async () => {
    const { cache } = setup();
    const pending = deferred<string>();
    let loads = 0;
    const request = {
      key: "detail:x",
      tags: ["apps"],
      load: () => {
        loads += 1;
        return pending.promise;
      },
    };
    const reads = [cache.read(request), cache.read(request), cache.read(request)];
    pending.resolve("x");
    expect(await Promise.all(reads)).toEqual(["x", "x", "x"]);
    expect(loads).toBe(1);
  });

  it("does not cache an error: the next read loads again", async () => {
    const { cache } = setup();
    let loads = 0;
    const request = {
      key: "k",
      tags: [],
      load: async () => {
        loads += 1;
        if (loads === 1) throw new Error("database down");
        return "ok";
      },
    };
    await expect(cache.read(request)).rejects.toThrow("database down");
    expect(await cache.read(request)).toBe("ok");
    expect(loads).toBe(2);
  });

  it("does not store what a load read before an invalidation of its tags", async () => {
    const { cache, read } = setup();
    const pending = deferred<string>();
    const stale = cache.read({ key: "list", tags: ["apps"], load: () => pending.promise });
    cache.invalidate(["apps"]);
    // A read after the invalidation does not join the load that started before it.
    expect(await read("list")).toBe("list#1");
    pending.resolve("before the approval");
    expect(await stale).toBe("before the approval");
    expect(await read("list")).toBe("list#1");
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const { read, cache, calls } = setup({ maxEntries: 2 });
    await read("a");
    await read("b");
    await read("a");
    await read("c");
    expect(cache.stats.entries).toBe(2);
    await read("a");
    await read("b");
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });

  it("keeps the total size within maxSize and does not store a value larger than it", async () => {
    const cache = new TaggedCache({ ttlMs: 60 * SECOND, maxEntries: 100, maxSize: 250 });
    const big = (key: string) => cache.read({ key, tags: [], load: async () => "x".repeat(100) });
    await big("a");
    await big("b");
    await big("c");
    expect(cache.stats).toEqual({ entries: 2, size: 204 });
    await cache.read({ key: "huge", tags: [], load: async () => "x".repeat(300) });
    expect(cache.stats.entries).toBe(2);
  });

  it("measures bytes by their count (a kept page) and stores them", async () => {
    const cache = new TaggedCache({ ttlMs: 60 * SECOND, maxEntries: 100, maxSize: 250 });
    const page = { parts: [Buffer.from("<p>ページ</p>"), Buffer.alloc(100)], headers: [["content-type", "text/html"]] };
    const read = () => cache.read({ key: "page", tags: [], load: async () => page });
    expect(await read()).toBe(page);
    // 16 and 100 bytes, each standing as a 0 in `{"parts":[0,0],"headers":[["content-type","text/html"]]}` (56).
    expect(cache.stats).toEqual({ entries: 1, size: 116 + 56 });
    expect(await read()).toBe(page);
    await cache.read({ key: "huge", tags: [], load: async () => Buffer.alloc(251) });
    expect(cache.stats.entries).toBe(1);
  });

  it("hands out values no caller can change for the next one", async () => {
    const { cache } = setup();
    const request = { key: "k", tags: [], load: async () => ({ apps: [{ status: "published" }] }) };
    const first = await cache.read(request);
    expect(() => {
      (first.apps[0] as { status: string }).status = "upcoming";
    }).toThrow(TypeError);
    expect((await cache.read(request)).apps[0]?.status).toBe("published");
  });

  it("drops everything on clear", async () => {
    const { cache, read } = setup();
    await read("a", ["apps"]);
    await read("b", ["editorial:news"]);
    cache.clear();
    expect(cache.stats).toEqual({ entries: 0, size: 0 });
    expect(await read("b", ["editorial:news"])).toBe("b#2");
  });
});
