// The bad-input suite's "a refused request changes no row" rests on test-only triggers that tally
// writes (security-harness.ts): here they are shown to see what a changed row is, and only that.
import type { TDbHandle } from "@store/db/client";
import { jobs, operators } from "@store/db/schema/index";
import { createTestDb } from "@store/db/testing/test-db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWriteCounter, takeWrittenTables } from "./testing/write-counter";

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await installWriteCounter(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

async function addJob(key: string) {
  const [job] = await handle.db
    .insert(jobs)
    .values({ kind: "mail", payload: { to: "a@example.com" }, idempotencyKey: key })
    .returning();
  if (!job) throw new Error("no job inserted");
  return job;
}

describe("the write counter of the bad-input suite", () => {
  it("names a table of rows when a row is inserted, really changed or deleted, once per call", async () => {
    const job = await addJob("counter-insert");
    expect(await takeWrittenTables(handle.db)).toEqual(["jobs"]);
    expect(await takeWrittenTables(handle.db)).toEqual([]);

    await handle.db.update(jobs).set({ attempts: 1 }).where(eq(jobs.id, job.id));
    expect(await takeWrittenTables(handle.db)).toEqual(["jobs"]);

    await handle.db.delete(jobs).where(eq(jobs.id, job.id));
    expect(await takeWrittenTables(handle.db)).toEqual(["jobs"]);
  });

  it("does not count an update that leaves the row as it was, nor a write that was rolled back", async () => {
    const job = await addJob("counter-same");
    await takeWrittenTables(handle.db);
    await handle.db.update(jobs).set({ attempts: job.attempts }).where(eq(jobs.id, job.id));
    expect(await takeWrittenTables(handle.db)).toEqual([]);

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(jobs).values({ kind: "mail", payload: {}, idempotencyKey: "counter-rolled-back" });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await takeWrittenTables(handle.db)).toEqual([]);
  });

  it("counts a table of counted rows by the rows added or removed, not by updates", async () => {
    const [operator] = await handle.db
      .insert(operators)
      .values({ name: "検証", email: "counter@ops.example" })
      .returning();
    expect(await takeWrittenTables(handle.db)).toEqual(["operators"]);

    await handle.db.execute(sql`update operators set name = '検証 二' where id = ${operator?.id}`);
    expect(await takeWrittenTables(handle.db)).toEqual([]);

    await handle.db.insert(operators).values({ name: "一時", email: "counter-2@ops.example" });
    await handle.db.delete(operators).where(eq(operators.email, "counter-2@ops.example"));
    expect(await takeWrittenTables(handle.db)).toEqual([]);
  });
});
