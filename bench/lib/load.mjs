// Closed-loop load: N clients, each sending its next request as soon as the previous one answered.
import { performance } from "node:perf_hooks";
import { summarize } from "./stats.mjs";

/** A request that takes longer than this counts as an error (and bounds the run). */
const REQUEST_TIMEOUT_MS = 10_000;

async function timedGet(url, headers) {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - t0, ok: response.ok, status: response.status };
  } catch (error) {
    return { ms: performance.now() - t0, ok: false, status: error.name };
  }
}

async function warmUp(base, paths, { concurrency, warmup, headers }) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, warmup) }, async (_, client) => {
      for (let i = client; i < warmup; i += concurrency)
        await timedGet(new URL(paths[next++ % paths.length], base), headers);
    }),
  );
}

/** One closed-loop run of `durationS` seconds; adds its latencies and failures to `into`. */
async function run(base, paths, { concurrency, durationS, headers }, into) {
  let next = 0;
  const started = performance.now();
  const deadline = started + durationS * 1000;
  async function client() {
    while (performance.now() < deadline) {
      const path = paths[next++ % paths.length];
      const answer = await timedGet(new URL(path, base), headers);
      into.latencies.push(answer.ms);
      if (!answer.ok) into.failures.push({ path, status: answer.status });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  into.elapsedMs += performance.now() - started;
}

const collected = () => ({ latencies: [], failures: [], elapsedMs: 0 });
const summary = (run) => ({
  ...summarize(run.latencies, run.failures.length, run.elapsedMs),
  failures: run.failures.slice(0, 5),
});

/**
 * Requests `paths` in turn from `concurrency` clients for `durationS` seconds, after `warmup`
 * requests spread over them, each with `headers` (a session cookie, a user agent) when given.
 * Returns the summary and the first failures (status and path).
 */
export async function loadTarget(base, paths, { concurrency, durationS, warmup, headers }) {
  await warmUp(base, paths, { concurrency, warmup, headers });
  const result = collected();
  await run(base, paths, { concurrency, durationS, headers }, result);
  return summary(result);
}

/**
 * Loads `targets` ({ paths, headers }) taking turns: `rounds` rounds, each giving every target
 * durationS / rounds seconds, so a change in the machine's load during the run weighs on all of
 * them alike (for comparing two variants of one page). One summary per target, in their order.
 */
export async function loadInTurns(base, targets, { concurrency, durationS, warmup, rounds }) {
  for (const target of targets) await warmUp(base, target.paths, { concurrency, warmup, headers: target.headers });
  const results = targets.map(collected);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      await run(
        base,
        target.paths,
        { concurrency, durationS: durationS / rounds, headers: target.headers },
        results[i],
      );
    }
  }
  return results.map(summary);
}
