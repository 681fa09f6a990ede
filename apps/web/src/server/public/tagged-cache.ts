// A bounded in-memory cache of values read from the database, with tags to drop them by and an
// expiry bounded by the next scheduled change. The process's instance and why the store caches
// this way are in public-reads.ts; this file is the mechanism alone, with an injectable clock, so
// its rules are tested without waiting.

export type TTaggedCacheOptions = {
  /** Milliseconds since the epoch; `Date.now` outside tests. */
  clock?: () => number;
  /** How long an entry lives at most. */
  ttlMs: number;
  maxEntries: number;
  /** Bound of the entries' total size, measured as the length of their JSON. */
  maxSize: number;
  /**
   * The next instant after `now` at which stored data starts or stops showing (a scheduled
   * publication, a campaign's end): no entry outlives it. Null when nothing is scheduled.
   */
  nextChange?: (now: Date) => Promise<Date | null>;
};

export type TCacheRead<T> = {
  key: string;
  tags: readonly string[];
  /** Reads the value as of `now` (the cache's clock), so the expiry fits what was read. */
  load: (now: Date) => Promise<T>;
};

type TEntry = { value: unknown; tags: readonly string[]; expiresAt: number; size: number };
type TFlight = { promise: Promise<unknown>; tags: readonly string[] };
type THorizon = { at: number; validUntil: number };

/** Deep-freezes a value shared by every request: a caller that mutates it fails loudly instead of corrupting others. */
function freeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  // Bytes (a kept page, page-cache.ts) cannot be frozen: a typed array's elements stay writable.
  if (ArrayBuffer.isView(value)) return value;
  if (value instanceof Map) for (const v of value.values()) freeze(v);
  else if (!(value instanceof Date)) for (const v of Object.values(value)) freeze(v);
  return Object.freeze(value);
}

/**
 * The JSON length of a value (Maps as their entries, bytes as their count): a stable measure of the
 * memory it holds.
 */
export function sizeOf(value: unknown): number {
  let bytes = 0;
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
    // `v` is what toJSON made of the value (a Buffer's is an array of numbers); `this[key]` is the value.
    const original = this[key];
    if (ArrayBuffer.isView(original)) {
      bytes += original.byteLength;
      return 0;
    }
    return v instanceof Map ? [...v.entries()] : v;
  });
  return (json === undefined ? 0 : json.length) + bytes;
}

export class TaggedCache {
  private readonly entries = new Map<string, TEntry>();
  private readonly flights = new Map<string, TFlight>();
  /** The generation at which each tag was last invalidated; a load that started before it is not stored. */
  private readonly tagGenerations = new Map<string, number>();
  private generation = 0;
  private clearedAt = 0;
  private totalSize = 0;
  private horizon: THorizon | undefined;
  private horizonFlight: { promise: Promise<number>; generation: number } | undefined;
  private readonly clock: () => number;

  constructor(private readonly options: TTaggedCacheOptions) {
    this.clock = options.clock ?? (() => Date.now());
  }

  /** The cached value of `key`, else the loader's (run once for concurrent misses). Errors are not cached. */
  read<T>(request: TCacheRead<T>): Promise<T> {
    const now = this.clock();
    const entry = this.entries.get(request.key);
    if (entry && now < entry.expiresAt) {
      // Most recently used last: eviction takes the first.
      this.entries.delete(request.key);
      this.entries.set(request.key, entry);
      return Promise.resolve(entry.value as T);
    }
    if (entry) this.remove(request.key);
    const flight = this.flights.get(request.key);
    if (flight) return flight.promise as Promise<T>;
    const promise = this.load(request, now).finally(() => {
      if (this.flights.get(request.key)?.promise === promise) this.flights.delete(request.key);
    });
    this.flights.set(request.key, { promise, tags: request.tags });
    return promise;
  }

  /** Whether `key` has a live entry now (a read of it would not load). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && this.clock() < entry.expiresAt;
  }

  /** Drops every entry carrying one of `tags`, and any load of them still running. */
  invalidate(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.generation += 1;
    for (const tag of tags) this.tagGenerations.set(tag, this.generation);
    const hit = (entryTags: readonly string[]) => entryTags.some((tag) => tags.includes(tag));
    for (const [key, entry] of this.entries) if (hit(entry.tags)) this.remove(key);
    for (const [key, flight] of this.flights) if (hit(flight.tags)) this.flights.delete(key);
    // Whatever was invalidated may have been scheduled anew.
    this.horizon = undefined;
  }

  /** Drops everything (a missed invalidation: the channel to the other processes was down). */
  clear(): void {
    this.generation += 1;
    this.clearedAt = this.generation;
    this.entries.clear();
    this.flights.clear();
    this.totalSize = 0;
    this.horizon = undefined;
  }

  get stats(): { entries: number; size: number } {
    return { entries: this.entries.size, size: this.totalSize };
  }

  private async load<T>(request: TCacheRead<T>, now: number): Promise<T> {
    const startedAt = this.generation;
    const [value, horizon] = await Promise.all([request.load(new Date(now)), this.nextChange(now)]);
    if (this.invalidatedSince(startedAt, request.tags)) return value;
    const size = sizeOf(value);
    if (size > this.options.maxSize) return value;
    this.remove(request.key);
    this.entries.set(request.key, {
      value: freeze(value),
      tags: request.tags,
      expiresAt: Math.min(now + this.options.ttlMs, horizon),
      size,
    });
    this.totalSize += size;
    this.evict();
    return value;
  }

  private invalidatedSince(generation: number, tags: readonly string[]): boolean {
    return this.clearedAt > generation || tags.some((tag) => (this.tagGenerations.get(tag) ?? 0) > generation);
  }

  /** The next scheduled change after `now` as a time (Infinity when none), read once per TTL at most. */
  private nextChange(now: number): Promise<number> {
    const { nextChange } = this.options;
    if (!nextChange) return Promise.resolve(Number.POSITIVE_INFINITY);
    if (this.horizon && now < this.horizon.validUntil) return Promise.resolve(this.horizon.at);
    if (this.horizonFlight?.generation === this.generation) return this.horizonFlight.promise;
    const generation = this.generation;
    const promise = nextChange(new Date(now)).then((next) => {
      const at = next ? next.getTime() : Number.POSITIVE_INFINITY;
      if (this.generation === generation) this.horizon = { at, validUntil: Math.min(now + this.options.ttlMs, at) };
      return at;
    });
    this.horizonFlight = { promise, generation };
    promise.then(
      () => this.clearHorizonFlight(promise),
      () => this.clearHorizonFlight(promise),
    );
    return promise;
  }

  private clearHorizonFlight(promise: Promise<number>): void {
    if (this.horizonFlight?.promise === promise) this.horizonFlight = undefined;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.totalSize <= this.options.maxSize) return;
      this.remove(key);
    }
  }
}
