// The document request end to end on the server: the real route handler, the job worker and the
// mail it delivers to a real SMTP server started here, on a real database (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set).
import type { TDbHandle } from "@store/db/client";
import { markDocumentRequestSent } from "@store/db/queries/document-requests";
import { claimDueJob, findJob } from "@store/db/queries/jobs";
import { documentRequests, jobs } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { withOutage } from "@store/db/testing/outage-db";
import { createTestDb } from "@store/db/testing/test-db";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { parseMail, startSmtp } from "../../../../../../test-support/smtp-server";

const STORE = "http://localhost:3996";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("STORE_NAME", "Test Store");
vi.stubEnv("LOG_LEVEL", "fatal");
// As behind one proxy, which appended the client's address to X-Forwarded-For.
vi.stubEnv("TRUST_PROXY_HOPS", "1");
const { POST } = await import("@/app/api/apps/[code]/document_request/route");
const { runDueJobs, BACKOFF_BASE_MS, STALE_AFTER_MS, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { createMailer } = await import("@/server/jobs/mail");
const { sendDocumentMail } = await import("./send-document-mail");
const { documentMailJob } = await import("./document-request-jobs");
const DOCUMENT_MAIL_JOB = documentMailJob.kind;

function post(code: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new NextRequest(new URL(`/api/apps/${code}/document_request`, STORE), {
    method: "POST",
    headers: { "content-type": "application/json", origin: STORE, "x-forwarded-for": "203.0.113.9", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ code }) });
}

async function postJson(code: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await post(code, body, headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let handle: TDbHandle;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let clock = new Date();
const handlers = () =>
  jobHandlers([
    defineJob({
      ...documentMailJob,
      handler: sendDocumentMail({
        mailer: () =>
          createMailer({ smtpUrl: smtp.url, from: "Test Store <no-reply@store.test>", outboxDir: "/nonexistent" }),
      }),
    }),
  ]);
const work = () => runDueJobs(handle.db, handlers(), { now: () => clock });

const DOC = "https://provider.test.example/documents/asagi.pdf";

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  smtp = await startSmtp();
  const db = handle.db;
  const provider = await seedProvider(db, { name: "テスト提供会社", email: "provider@doc.test.example" });
  const base = { appProviderId: provider.id, integrationType: "install" as const };
  await seedApp(db, { ...base, code: "doc-app", name: "Asagi Payroll", documentUrl: DOC });
  await seedApp(db, { ...base, code: "doc-ended", name: "Ended", status: "discontinued", documentUrl: DOC });
  await seedApp(db, { ...base, code: "doc-draft", name: "Draft", status: "draft", documentUrl: DOC });
  await seedApp(db, { ...base, code: "doc-archived", name: "Archived", status: "archived", documentUrl: DOC });
  await seedApp(db, { ...base, code: "no-doc", name: "No Document", documentUrl: null });
});

afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});

beforeEach(async () => {
  smtp.delivered.length = 0;
  smtp.state.failing = false;
  smtp.state.onAccept = undefined;
  // A little ahead of the database's clock, so a job queued during the test is due.
  clock = new Date(Date.now() + 5_000);
  // Every test starts with no queued work left by the one before.
  await handle.db.delete(jobs);
});

describe("POST /api/apps/{code}/document_request", () => {
  it("accepts the request at once and the worker mails the document link in the visitor's language", async () => {
    const accepted = await postJson(
      "doc-app",
      { email: "hr@company.example", surveyAnswers: { interesting: ["attendance", "accounting"] } },
      { "accept-language": "en-US,en;q=0.9" },
    );
    expect(accepted).toEqual({
      status: 202,
      body: { accepted: true, status: "sending", deliveryWithinMinutes: 30 },
    });
    expect(smtp.delivered).toHaveLength(0);
    const [stored] = await handle.db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.email, "hr@company.example"));
    expect(stored).toMatchObject({ status: "sending", ipAddress: "203.0.113.9" });
    expect(stored?.surveyAnswers.interesting.sort()).toEqual(["accounting", "attendance"]);

    expect(await work()).toBe(1);

    expect(smtp.delivered).toHaveLength(1);
    const [mail] = smtp.delivered;
    expect(mail?.to).toEqual(["hr@company.example"]);
    expect(mail?.from).toBe("no-reply@store.test");
    const { headers, text } = parseMail(mail?.raw ?? "");
    expect(headers.subject).toBe("[Test Store] Documents for Asagi Payroll");
    expect(text).toContain(DOC);
    expect(text).toContain(`${STORE}/apps/doc-app`);
    expect(text).toContain("has not been shared with the app provider");
    const [sent] = await handle.db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.id, stored?.id ?? 0));
    expect(sent?.status).toBe("sent");
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it("writes the mail in Japanese when the visitor's language is Japanese or unknown", async () => {
    expect(
      (await postJson("doc-app", { email: "jinji@company.example", surveyAnswers: { interesting: [] } })).status,
    ).toBe(202);
    await work();
    const { headers, text } = parseMail(smtp.delivered[0]?.raw ?? "");
    expect(headers.subject).toBe("【Test Store】「Asagi Payroll」の資料のご案内");
    expect(text).toContain("「Asagi Payroll」の資料は、次のリンクからご覧いただけます。");
    expect(text).toContain(DOC);
  });

  it("keeps a job whose SMTP server refuses the mail and retries it later with backoff", async () => {
    await postJson("doc-app", { email: "retry@company.example", surveyAnswers: { interesting: ["other"] } });
    smtp.state.failing = true;
    const start = clock;
    expect(await work()).toBe(1);
    const [job] = await handle.db.select().from(jobs);
    expect(job).toMatchObject({ status: "pending", attempts: 1, lockedBy: null });
    expect(job?.lastError).toContain("mailbox busy");
    expect(job?.runAt.getTime()).toBe(start.getTime() + BACKOFF_BASE_MS);
    // Not due yet: nothing runs before the backoff has passed.
    expect(await work()).toBe(0);

    // The second attempt fails too and waits twice as long.
    clock = new Date(start.getTime() + BACKOFF_BASE_MS);
    expect(await work()).toBe(1);
    const second = await findJob(handle.db, job?.id ?? 0);
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(second?.runAt.getTime()).toBe(clock.getTime() + 2 * BACKOFF_BASE_MS);

    smtp.state.failing = false;
    clock = new Date(clock.getTime() + 2 * BACKOFF_BASE_MS);
    expect(await work()).toBe(1);
    expect(smtp.delivered.map((m) => m.to)).toEqual([["retry@company.example"]]);
    expect(await findJob(handle.db, job?.id ?? 0)).toMatchObject({ status: "done", attempts: 3, lastError: null });
  });

  it("gives up after the last attempt and marks the request failed", async () => {
    await postJson("doc-app", { email: "never@company.example", surveyAnswers: { interesting: [] } });
    await handle.db.update(jobs).set({ maxAttempts: 2 });
    smtp.state.failing = true;
    await work();
    clock = new Date(clock.getTime() + BACKOFF_BASE_MS);
    await work();
    const [job] = await handle.db.select().from(jobs);
    expect(job).toMatchObject({ status: "failed", attempts: 2 });
    const [request] = await handle.db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.email, "never@company.example"));
    expect(request?.status).toBe("failed");
  });

  it("sends one mail when the same job runs twice", async () => {
    await postJson("doc-app", { email: "once@company.example", surveyAnswers: { interesting: [] } });
    const [job] = await handle.db.select().from(jobs);
    if (!job) throw new Error("no job queued");
    const send = handlers()[DOCUMENT_MAIL_JOB];
    if (!send) throw new Error("no handler of the document mail");
    const claimed = {
      id: job.id,
      kind: job.kind,
      payload: job.payload,
      attempts: 1,
      maxAttempts: job.maxAttempts,
      idempotencyKey: job.idempotencyKey,
    };
    await send(handle.db, claimed);
    await send(handle.db, claimed);
    // A worker that died mid-job leaves it running; once stale, another worker takes it again.
    await handle.db.update(jobs).set({ status: "running", lockedAt: new Date(clock.getTime() - 11 * 60_000) });
    expect(await work()).toBe(1);
    expect(smtp.delivered.map((m) => m.to)).toEqual([["once@company.example"]]);
  });

  it("answers 422 with messages per field for a bad e-mail address or an unknown area", async () => {
    const bad = await postJson("doc-app", { email: "not-an-address", surveyAnswers: { interesting: ["cooking"] } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      error: {
        code: "UNPROCESSABLE",
        message: "入力内容を確認してください。",
        items: {
          email: ["の形式が正しくありません。"],
          "surveyAnswers.interesting.0": ["の選択が正しくありません。"],
        },
      },
    });
    const empty = await postJson(
      "doc-app",
      { email: "", surveyAnswers: { interesting: [] } },
      { "accept-language": "en-US" },
    );
    expect(empty).toEqual({
      status: 422,
      body: {
        error: {
          code: "UNPROCESSABLE",
          message: "Check the highlighted fields.",
          items: { email: ["is required."] },
        },
      },
    });
    const notJson = await post("doc-app", "{not json");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "送信された内容を読み取れませんでした。" },
    });
    expect(await handle.db.select().from(jobs)).toEqual([]);
  });

  it.each([
    ["an unknown app", "no-such-app"],
    ["a draft", "doc-draft"],
    ["an archived app", "doc-archived"],
    ["a discontinued app (its page stays; it takes no new requests)", "doc-ended"],
    ["an app without a document", "no-doc"],
  ])("answers 404 for %s", async (_, code) => {
    // An address of its own per case: refused requests count against an address's limit too.
    const response = await postJson(code, { email: `hr-${code}@company.example`, surveyAnswers: { interesting: [] } });
    expect(response).toEqual({
      status: 404,
      body: { error: { code: "NOT_FOUND", message: "資料を請求できるアプリが見つかりません。" } },
    });
    expect(await handle.db.select().from(jobs)).toEqual([]);
  });
});

describe("mail after a crash or a database outage", () => {
  async function queued(email: string) {
    await postJson("doc-app", { email, surveyAnswers: { interesting: [] } });
    const [job] = await handle.db.select().from(jobs);
    if (!job) throw new Error("no job queued");
    const [request] = await handle.db.select().from(documentRequests).where(eq(documentRequests.email, email));
    if (!request) throw new Error("no request kept");
    return { job, request };
  }

  /** A worker claims the job and dies: nothing more is written for it. */
  async function claimByWorkerThatDies() {
    const claimed = await claimDueJob(handle.db, {
      workerId: "worker-that-dies",
      now: clock,
      staleBefore: new Date(clock.getTime() - STALE_AFTER_MS),
    });
    if (!claimed) throw new Error("nothing to claim");
    return claimed;
  }

  const later = (ms: number) => () => new Date(clock.getTime() + ms);

  it("a 10 s database outage just after the SMTP server accepted the mail: it is recorded once the database answers and not sent again", async () => {
    const { job, request } = await queued("outage@company.example");
    const flaky = withOutage(handle.db);
    smtp.state.onAccept = () => flaky.outage(10_000);

    expect(await runDueJobs(flaky.db, handlers(), { now: () => clock })).toBe(1);
    expect(smtp.delivered.map((m) => m.to)).toEqual([["outage@company.example"]]);
    expect(await findJob(handle.db, job.id)).toMatchObject({ status: "done", attempts: 1 });
    const [sent] = await handle.db.select().from(documentRequests).where(eq(documentRequests.id, request.id));
    expect(sent).toMatchObject({ status: "sent", sentAt: expect.any(Date) });

    expect(await runDueJobs(handle.db, handlers(), { now: later(15 * 60_000) })).toBe(0);
    expect(smtp.delivered).toHaveLength(1);
  });

  it("a job held by a dead worker is taken over within a minute, and a mail already recorded is not sent again", async () => {
    const { job, request } = await queued("recorded@company.example");
    await claimByWorkerThatDies();
    // It died after the mail was sent and recorded, before the job was marked done.
    await markDocumentRequestSent(handle.db, request.id, clock);

    expect(await runDueJobs(handle.db, handlers(), { now: later(30_000) })).toBe(0);
    expect(await runDueJobs(handle.db, handlers(), { now: later(STALE_AFTER_MS + 1_000) })).toBe(1);
    expect(await findJob(handle.db, job.id)).toMatchObject({ status: "done", attempts: 2 });
    expect(smtp.delivered).toEqual([]);
  });

  it("only a crash in the instant between the SMTP accept and the record sends it twice, with one Message-ID", async () => {
    const { job } = await queued("instant@company.example");
    const claimed = await claimByWorkerThatDies();
    const send = handlers()[DOCUMENT_MAIL_JOB];
    if (!send) throw new Error("no handler of the document mail");
    const crash = new Error("the process was killed");
    await expect(
      send(handle.db, claimed, {
        now: () => clock,
        signal: new AbortController().signal,
        complete: async () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect(smtp.delivered).toHaveLength(1);

    expect(await runDueJobs(handle.db, handlers(), { now: later(STALE_AFTER_MS + 1_000) })).toBe(1);
    expect(await findJob(handle.db, job.id)).toMatchObject({ status: "done" });
    const ids = smtp.delivered.map((mail) => parseMail(mail.raw).headers["message-id"]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^<document-request-mail:\d+@localhost>$/);
    expect(ids[1]).toBe(ids[0]);
  });
});
