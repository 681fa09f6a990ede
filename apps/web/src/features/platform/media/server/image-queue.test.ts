// The image queue: a few jobs at a time, a few waiting, and beyond that an answer at once (503
// with Retry-After) rather than memory piling up.
import { AppError } from "@store/domain/errors";
import { describe, expect, it } from "vitest";
import { createImageQueue } from "./image-queue";

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("createImageQueue", () => {
  it("runs one job at a time, lets four wait, and refuses the sixth with 503 and Retry-After", async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 4, retryAfterSeconds: 10 });
    const gates = Array.from({ length: 5 }, deferred);
    const order: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        order.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.started).toBe(1);
    const refused = await queue.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "UNAVAILABLE", retryAfterSeconds: 10 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(queue.started).toBe(5);
    // Once the queue drained, work is taken again.
    expect(await queue.run(async () => "again")).toBe("again");
  });

  it("frees the slot of a job that failed", async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 0, retryAfterSeconds: 10 });
    await expect(queue.run(async () => Promise.reject(new Error("broken image")))).rejects.toThrow("broken image");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
