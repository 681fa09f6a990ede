// Command-line options shared by the benchmarks: bounded numbers, lists, and the loopback rule.

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** An integer option within [min, max]; the fallback when missing or not a number. */
export function boundedInt(value, { min, max, fallback }) {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** A comma-separated list of integers ("1,16"), each bounded, duplicates dropped, in the given order. */
export function boundedIntList(value, bounds) {
  const items = String(value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => boundedInt(item, { ...bounds, fallback: Number.NaN }))
    .filter((n) => !Number.isNaN(n));
  return items.length > 0 ? [...new Set(items)] : [bounds.fallback];
}

/** The Node flags a benchmark may start the store with instead of `npm start`'s (issue 30 item 3). */
const COMPARABLE_NODE_FLAGS = [/^--liftoff-only$/, /^--max-semi-space-size=\d{1,3}$/];

/**
 * `--node-flags`: `store` (or nothing) for `npm start`'s flags (null: the caller's default), `none`
 * for none, or a comma-separated list of the comparable ones; anything else is refused (an error).
 */
export function nodeFlagsOption(value) {
  if (value === undefined || value === "" || value === "store") return null;
  if (value === "none") return [];
  const flags = String(value)
    .split(",")
    .map((flag) => flag.trim())
    .filter(Boolean);
  const unknown = flags.filter((flag) => !COMPARABLE_NODE_FLAGS.some((pattern) => pattern.test(flag)));
  if (flags.length === 0 || unknown.length > 0)
    throw new Error(
      `--node-flags takes store, none, or a list of --liftoff-only and --max-semi-space-size=N (not ${unknown.join(" ") || "an empty list"})`,
    );
  return [...new Set(flags)];
}

/** Whether a URL names this machine; the benchmarks load nothing else. */
export function isLoopback(url) {
  try {
    return LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Exits with 2 and a reason unless `url` is on this machine. */
export function requireLoopback(url, what = "this benchmark") {
  if (isLoopback(url)) return new URL(url);
  console.error(`Refusing ${url}: ${what} only loads a store on this machine (loopback).`);
  process.exit(2);
}

/** Whether a PostgreSQL URL names a server on this machine (the catalog is dropped and re-created there). */
export function isLoopbackDatabase(databaseUrl) {
  try {
    const url = new URL(databaseUrl);
    return /^postgres(ql)?:$/.test(url.protocol) && LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}
