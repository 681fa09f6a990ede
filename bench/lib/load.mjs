// Closed-loop load: N clients, each sending its next request as soon as the previous one answered.
import { performance } from "node:perf_hooks";
import { summarize } from "./stats.mjs";

/** A request that takes longer than this counts as an error (and bounds the run). */
const REQUEST_TIMEOUT_MS = 10_000;

async function timedGet(url) {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - t0, ok: response.ok, status: response.status };
  } catch (error) {
    return { ms: performance.now() - t0, ok: false, status: error.name };
  }
}

/**
 * Requests `paths` in turn from `concurrency` clients for `durationS` seconds, after `warmup`
 * requests spread over them. Returns the summary and the first failures (status and path).
 */
export async function loadTarget(base, paths, { concurrency, durationS, warmup }) {
  let next = 0;
  const nextPath = () => paths[next++ % paths.length];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, warmup) }, async (_, client) => {
      for (let i = client; i < warmup; i += concurrency) await timedGet(new URL(nextPath(), base));
    }),
  );

  const latencies = [];
  const failures = [];
  const started = performance.now();
  const deadline = started + durationS * 1000;
  async function client() {
    while (performance.now() < deadline) {
      const path = nextPath();
      const answer = await timedGet(new URL(path, base));
      latencies.push(answer.ms);
      if (!answer.ok) failures.push({ path, status: answer.status });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  return { ...summarize(latencies, failures.length, performance.now() - started), failures: failures.slice(0, 5) };
}
