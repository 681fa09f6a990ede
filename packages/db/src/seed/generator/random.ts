// Seeded randomness for the catalog generator: the same seed gives the same catalog, on any machine
// and in any run (no Math.random, no clock).

/** A source of numbers in [0, 1), and the few ways the generator draws from it. */
export type TRandom = {
  next: () => number;
  /** An integer in [0, n). */
  int: (n: number) => number;
  /** An integer in [min, max]. */
  between: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items of `items`, in a random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** One key of `weights`, each as likely as its weight. */
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K;
};

/** sfc32 (Small Fast Counter): 128 bits of state, good enough statistics, a few operations per number. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of the parts (splitmix32 over each), to derive independent streams from one seed. */
export function hashParts(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A random stream for `seed` and an optional stream key (e.g. an app's index), independent of other keys. */
export function createRandom(seed: number, ...stream: number[]): TRandom {
  const base = hashParts(seed, ...stream);
  const next = sfc32(base, hashParts(base, 1), hashParts(base, 2), hashParts(base, 3));
  // The first outputs of a fresh sfc32 state are poorly mixed.
  for (let i = 0; i < 12; i++) next();
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[int(items.length)] as T;
  };
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    chance: (probability) => next() < probability,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + int(copy.length - i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
    weighted: <K extends string>(weights: Readonly<Record<K, number>>): K => {
      const entries = Object.entries(weights) as [K, number][];
      let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        left -= weight;
        if (left < 0) return key;
      }
      return (entries[entries.length - 1] as [K, number])[0];
    },
  };
}

export type TLongTail = {
  /** Zipf exponent: 1 is the classic long tail; larger is steeper. */
  exponent: number;
  /** Added to each rank before the power: softens the head (the first slots get less). */
  offset: number;
  /** Every slot gets at least this many. */
  min?: number;
  /** No slot gets more than this many. */
  cap?: number;
};

/**
 * Splits `total` over `slots` ranked slots with a Zipf-like long tail (slot r weighs
 * 1 / (r + offset)^exponent), exactly: the counts add up to `total`. Throws when the caps or
 * minimums make that impossible.
 */
export function allocateLongTail(total: number, slots: number, tail: TLongTail): number[] {
  const min = tail.min ?? 0;
  const cap = tail.cap ?? Number.POSITIVE_INFINITY;
  if (slots === 0) {
    if (total === 0) return [];
    throw new Error(`cannot place ${total} in no slots`);
  }
  if (min * slots > total || cap * slots < total) {
    throw new Error(`cannot split ${total} over ${slots} slots between ${min} and ${cap} each`);
  }
  const weights = Array.from({ length: slots }, (_, r) => 1 / (r + 1 + tail.offset) ** tail.exponent);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const spread = total - min * slots;
  const counts = weights.map((w) => Math.min(cap, min + Math.floor((spread * w) / weightSum)));
  let left = total - counts.reduce((sum, n) => sum + n, 0);
  // What rounding and the caps left over goes, one by one, to the highest ranks that have room.
  while (left > 0) {
    for (let r = 0; r < slots && left > 0; r++) {
      if ((counts[r] as number) < cap) {
        counts[r] = (counts[r] as number) + 1;
        left--;
      }
    }
  }
  return counts;
}

/** The greatest common divisor, to pick a stride that visits every residue once. */
export function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * `count` distinct numbers of [0, n), spread over the range (a start and a stride coprime to n):
 * which tenants install an app, with no tenant twice.
 */
export function spreadIndexes(random: TRandom, n: number, count: number): number[] {
  if (count > n) throw new Error(`cannot take ${count} distinct of ${n}`);
  const start = random.int(n);
  let stride = 1 + random.int(Math.max(1, n - 1));
  while (gcd(stride, n) !== 1) stride = (stride % n) + 1;
  return Array.from({ length: count }, (_, k) => (start + k * stride) % n);
}
