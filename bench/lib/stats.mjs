// Latency statistics of one load run.

/** The nearest-rank percentile (p in 0..100) of ascending `sorted`; NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Requests per second, p50/p95/p99/max (ms) and errors of a run that lasted `elapsedMs`. */
export function summarize(latenciesMs, errors, elapsedMs) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    rps: elapsedMs > 0 ? (sorted.length * 1000) / elapsedMs : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : Number.NaN,
  };
}
