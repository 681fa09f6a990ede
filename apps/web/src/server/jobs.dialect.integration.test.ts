// The durable job queue after a worker dies or the database goes away for a moment: a job held by
// a dead worker is taken over once its heartbeat is stale (not ten minutes later), a live one is
// left alone, and a job that finishes during an outage is recorded once the database answers.
import type { TDbHandle } from "@store/db/client";
import { claimDueJob, completeJob, enqueueJob, findJob, heartbeatJob } from "@store/db/queries/jobs";
import { jobs } from "@store/db/schema/index";
import { createTestDb } from "@store/db/testing/test-db";
import { withOutage } from "@store/db/testing/outage-db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runDueJobs, STALE_AFTER_MS, type TJobHandlers } from "./jobs";

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
