// The durable job queue after a worker dies or the database goes away for a moment: a job held by
// a dead worker is taken over once its heartbeat is stale (not ten minutes later), a live one is
// left alone, and a job that finishes during an outage is recorded once the database answers.
// Its lanes: mail, parent-service and webhook jobs do not wait on each other, each lane runs a
// bounded number at once, a group (one provider) runs one at a time, and the figures per lane.
import type { TDbHandle } from "@store/db/client";
import { claimDueJob, completeJob, enqueueJob, findJob, heartbeatJob, jobLaneStats } from "@store/db/queries/jobs";
import { jobs } from "@store/db/schema/index";
import { createTestDb } from "@store/db/testing/test-db";
import { withOutage } from "@store/db/testing/outage-db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LANE_CONCURRENCY, runDueJobs, STALE_AFTER_MS, startJobWorker, type TJobHandlers } from "./jobs";

let handle: TDbHandle;
let t0: Date;
const ran: string[] = [];
const handlers: TJobHandlers = {
  probe: async (_db, job) => {
    ran.push(String(job.payload.name));
  },
};

const at = (ms: number) => new Date(t0.getTime() + ms);

async function queueAndClaim(name: string, workerId: string) {
  const { id } = await enqueueJob(handle.db, { kind: "probe", payload: { name }, idempotencyKey: `probe:${name}` });
  const claimed = await claimDueJob(handle.db, { workerId, now: t0, staleBefore: at(-STALE_AFTER_MS) });
  expect(claimed?.id).toBe(id);
  return { id, attempts: claimed?.attempts ?? 0 };
}

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.delete(jobs);
  ran.length = 0;
  // Ahead of the database's clock, so a job queued now is due.
  t0 = new Date(Date.now() + 5_000);
});

describe("a job whose worker died", () => {
  it("is taken over once its heartbeat is older than the threshold, well within a minute", async () => {
    expect(STALE_AFTER_MS).toBeLessThanOrEqual(45_000);
    const claim = await queueAndClaim("orphan", "worker-that-died");

    expect(await runDueJobs(handle.db, handlers, { workerId: "survivor", now: () => at(30_000) })).toBe(0);
    expect(ran).toEqual([]);

    expect(await runDueJobs(handle.db, handlers, { workerId: "survivor", now: () => at(STALE_AFTER_MS + 1_000) })).toBe(
      1,
    );
    expect(ran).toEqual(["orphan"]);
    expect(await findJob(handle.db, claim.id)).toMatchObject({ status: "done", attempts: 2, lockedBy: null });
  });

  it("is not taken over while its worker keeps beating", async () => {
    const claim = await queueAndClaim("busy", "worker-alive");
    expect(await heartbeatJob(handle.db, claim, at(40_000))).toBe(true);

    expect(await runDueJobs(handle.db, handlers, { workerId: "other", now: () => at(60_000) })).toBe(0);
    expect(await findJob(handle.db, claim.id)).toMatchObject({ status: "running", lockedBy: "worker-alive" });

    expect(
      await runDueJobs(handle.db, handlers, { workerId: "other", now: () => at(40_000 + STALE_AFTER_MS + 1) }),
    ).toBe(1);
    expect(ran).toEqual(["busy"]);
  });

  it("a worker that lost its job to another cannot beat for it or finish it", async () => {
    const stale = await queueAndClaim("contested", "slow-worker");
    const taken = await claimDueJob(handle.db, {
      workerId: "new-worker",
      now: at(STALE_AFTER_MS + 1_000),
      staleBefore: at(1_000),
    });
    expect(taken).toMatchObject({ id: stale.id, attempts: 2 });

    expect(await heartbeatJob(handle.db, stale, at(STALE_AFTER_MS + 2_000))).toBe(false);
    expect(await completeJob(handle.db, stale, at(STALE_AFTER_MS + 2_000))).toBe(false);
    expect(await findJob(handle.db, stale.id)).toMatchObject({ status: "running", lockedBy: "new-worker" });
  });
});

describe("a database outage while a job runs", () => {
  it("does not lose a job that finished meanwhile: it is recorded done when the database answers", async () => {
    const flaky = withOutage(handle.db);
    const { id } = await enqueueJob(handle.db, { kind: "probe", payload: { name: "x" }, idempotencyKey: "probe:x" });
    const outageHandlers: TJobHandlers = {
      probe: async (_db, job, ctx) => {
        ran.push(String(job.payload.name));
        flaky.outage(1_500);
        await ctx?.complete();
        expect(flaky.down).toBe(false);
      },
    };
    expect(await runDueJobs(flaky.db, outageHandlers, { now: () => t0 })).toBe(1);
    expect(await findJob(handle.db, id)).toMatchObject({ status: "done", attempts: 1 });
    expect(await runDueJobs(handle.db, handlers, { now: () => at(10 * 60_000) })).toBe(0);
    expect(ran).toEqual(["x"]);
  });

  it("keeps a failed attempt's retry through the outage instead of leaving the job running", async () => {
    const flaky = withOutage(handle.db);
    const { id } = await enqueueJob(handle.db, { kind: "probe", payload: { name: "y" }, idempotencyKey: "probe:y" });
    const failing: TJobHandlers = {
      probe: async () => {
        flaky.outage(1_000);
        throw new Error("the mail server hung up");
      },
    };
    expect(await runDueJobs(flaky.db, failing, { now: () => t0 })).toBe(1);
    expect(await findJob(handle.db, id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "the mail server hung up",
    });
  });
});

describe("a stopping worker (SIGTERM)", () => {
  it("finishes the job in hand and claims no other, which stays due for the next worker", async () => {
    const first = await enqueueJob(handle.db, { kind: "probe", payload: { name: "first" }, idempotencyKey: "probe:1" });
    const second = await enqueueJob(handle.db, {
      kind: "probe",
      payload: { name: "second" },
      idempotencyKey: "probe:2",
    });
    let stopping = false;
    const stopAfterOne: TJobHandlers = {
      probe: async (db, job, ctx) => {
        stopping = true;
        await handlers.probe?.(db, job, ctx);
      },
    };

    expect(
      await runDueJobs(handle.db, stopAfterOne, { workerId: "stopping", now: () => t0, shouldStop: () => stopping }),
    ).toBe(1);
    expect(ran).toHaveLength(1);
    const states = [await findJob(handle.db, first.id), await findJob(handle.db, second.id)].map((job) => job?.status);
    expect(states.sort()).toEqual(["done", "pending"]);

    expect(await runDueJobs(handle.db, handlers, { workerId: "next", now: () => t0 })).toBe(1);
    expect(ran).toHaveLength(2);
  });
});

/** A handler that hangs until released, as a webhook receiver that never answers. */
function hangingHandlers() {
  const release: (() => void)[] = [];
  let released = false;
  let running = 0;
  let most = 0;
  const hang: TJobHandlers[string] = async (_db, job) => {
    running += 1;
    most = Math.max(most, running);
    if (!released) await new Promise<void>((resolve) => release.push(resolve));
    running -= 1;
    ran.push(String(job.payload.name));
  };
  return {
    handlers: { ...handlers, hang } satisfies TJobHandlers,
    releaseAll: () => {
      released = true;
      for (const resolve of release.splice(0)) resolve();
    },
    most: () => most,
  };
}

const queue = (name: string, kind: string, lane: "mail" | "suite" | "webhooks", groupKey?: string) =>
  enqueueJob(handle.db, { kind, lane, groupKey, payload: { name }, idempotencyKey: `${kind}:${name}` });

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

describe("lanes", () => {
  it("runs mail and parent-service jobs while every webhook slot hangs, and at most its bound per lane", async () => {
    const { handlers: withHang, releaseAll, most } = hangingHandlers();
    for (let i = 0; i < 20; i += 1) await queue(`hook-${i}`, "hang", "webhooks", `provider:${i}`);
    const mail = await queue("mail", "probe", "mail");
    const suite = await queue("suite", "probe", "suite");
    const worker = startJobWorker({ getDb: async () => handle.db, handlers: withHang, intervalMs: 50, now: () => t0 });
    const status = async (id: number) => (await findJob(handle.db, id))?.status;
    try {
      const waited = await until(
        async () => (await status(mail.id)) === "done" && (await status(suite.id)) === "done",
        5_000,
      );
      expect(waited).toBeLessThan(5_000);
      await until(async () => most() === LANE_CONCURRENCY.webhooks, 5_000);
      // Never more than the lane's bound at once, however many are due.
      expect(most()).toBe(LANE_CONCURRENCY.webhooks);
    } finally {
      const stopped = worker.stop();
      releaseAll();
      await stopped;
    }
    // Stopping finished the jobs in hand and claimed no more: the rest wait for the next worker.
    const hooksRan = ran.filter((name) => name.startsWith("hook-")).length;
    expect(hooksRan).toBeGreaterThanOrEqual(LANE_CONCURRENCY.webhooks);
    expect(hooksRan).toBeLessThan(20);
    expect((await jobLaneStats(handle.db, t0)).find((lane) => lane.lane === "webhooks")?.due).toBe(20 - hooksRan);
  });

  it("runs one job of a group at a time: a provider's backlog does not hold another's job", async () => {
    await queue("a1", "probe", "webhooks", "provider:a");
    await queue("a2", "probe", "webhooks", "provider:a");
    const b1 = await queue("b1", "probe", "webhooks", "provider:b");
    const claim = (workerId: string) =>
      claimDueJob(handle.db, { workerId, now: t0, staleBefore: at(-STALE_AFTER_MS), lane: "webhooks" });
    expect((await claim("w1"))?.payload).toEqual({ name: "a1" });
    expect((await claim("w2"))?.id).toBe(b1.id);
    // a2 waits while a1 runs with a fresh heartbeat; the mail lane sees none of them.
    expect(await claim("w3")).toBeUndefined();
    expect(
      await claimDueJob(handle.db, { workerId: "w4", now: t0, staleBefore: at(-STALE_AFTER_MS), lane: "mail" }),
    ).toBeUndefined();
  });

  it("counts due pending jobs per lane and the oldest one's wait", async () => {
    const runAt = (ms: number) => new Date(t0.getTime() + ms);
    const put = (name: string, lane: "mail" | "suite" | "webhooks", ms: number) =>
      enqueueJob(handle.db, {
        kind: "probe",
        lane,
        payload: { name },
        idempotencyKey: `stats:${name}`,
        runAt: runAt(ms),
      });
    await put("m1", "mail", -90_000);
    await put("m2", "mail", -30_000);
    await put("m-later", "mail", 60_000);
    await put("w1", "webhooks", -5_000);
    expect(await jobLaneStats(handle.db, t0)).toEqual([
      { lane: "mail", due: 2, oldestDueAgeSeconds: 90 },
      { lane: "suite", due: 0, oldestDueAgeSeconds: 0 },
      { lane: "webhooks", due: 1, oldestDueAgeSeconds: 5 },
    ]);
  });
});
