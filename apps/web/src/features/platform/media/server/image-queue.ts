import "server-only";
import { AppError } from "@store/domain/errors";

/**
 * How much image work one process takes on (issue 25: twelve parallel uploads of 40 MP held the
 * whole web process for 15 s). One decode at a time, on one libvips thread (process-image.ts), so
 * the second core stays with the requests; four uploads may wait their turn, a few seconds each;
 * beyond that an upload is answered 503 with Retry-After at once instead of piling up memory.
 */
export const IMAGE_PROCESSING = { concurrency: 1, maxWaiting: 4, retryAfterSeconds: 10 } as const;

export type TImageQueue = {
  /** Runs `job` when a slot is free; throws 503 (UNAVAILABLE) with Retry-After when the queue is full. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs started since the process began: the seam tests read to see that nothing was decoded. */
  readonly started: number;
};

export function createImageQueue(limits: { concurrency: number; maxWaiting: number; retryAfterSeconds: number }) {
  let running = 0;
  let started = 0;
  const waiting: (() => void)[] = [];

  function release() {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  }

  const queue: TImageQueue = {
    async run(job) {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.maxWaiting) {
          throw new AppError("UNAVAILABLE", `image queue full (${running} running, ${waiting.length} waiting)`, {
            userMessage: { key: "media.errors.busy" },
            retryAfterSeconds: limits.retryAfterSeconds,
          });
        }
        // The slot is handed over by release(), which counts it as running.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      started++;
      try {
        return await job();
      } finally {
        release();
      }
    },
    get started() {
      return started;
    },
  };
  return queue;
}

const state = globalThis as unknown as { storeImageQueue?: TImageQueue };

/** The process's one image queue (kept across hot reloads). */
export function imageQueue(): TImageQueue {
  state.storeImageQueue ??= createImageQueue(IMAGE_PROCESSING);
  return state.storeImageQueue;
}
