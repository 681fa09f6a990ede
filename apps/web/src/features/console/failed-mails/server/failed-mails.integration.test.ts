// Failed mail through the real route handler, on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): mail jobs that ran out of attempts are listed with whom they were for;
// a retry gives one a new set of attempts, due now, the worker delivers it to a real SMTP server,
// and the audit log names the operator. Only a failed mail job can be retried.
import type { TDb, TDbHandle } from "@store/db/client";
import { listAuditEvents } from "@store/db/queries/audit-events";
import { findJob } from "@store/db/queries/jobs";
import { seedOperator } from "@store/db/seed/accounts";
import { seedFailedJob, seedUndeliveredInvitation } from "@store/db/seed/jobs";
import { seedProvider, seedProviderUser } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { parseMail, startSmtp } from "../../../../../../../test-support/smtp-server";

const STORE = "http://localhost:3995";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("STORE_NAME", "Test Store");
vi.stubEnv("LOG_LEVEL", "fatal");
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { createMailer } = await import("@/server/jobs/mail");
const { ACCOUNT_SESSION_COOKIE } = await import("@/server/account-session");
const { invitationMailJob } = await import("@/features/platform/accounts/server/accounts-jobs");
const { sendAccountMail } = await import("@/features/platform/accounts/server/send-account-mail");
const { listFailedMails } = await import("./list-failed-mails");
const opsSignIn = (await import("@/app/api/ops/auth/sign_in/route")).POST;
const retry = (await import("@/app/api/ops/mails/[id]/retry/route")).POST;

const PASSWORD = "console passphrase 2026";

let handle: TDbHandle;
let db: TDb;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let opsCookie: string;
let operatorId: number;

async function post(
  handler: typeof retry,
  path: string,
  params: Record<string, string>,
  cookie?: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: STORE,
    "accept-language": "en-us",
  };
  if (cookie) headers.cookie = cookie;
  const request = new NextRequest(new URL(path, STORE), {
    method: "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
    setCookies: response.headers.getSetCookie(),
  };
}

const retryJob = (id: number | string) => post(retry, `/api/ops/mails/${id}/retry`, { id: String(id) }, opsCookie);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  smtp = await startSmtp();
  const email = "mails@failed-mails.test.example";
  operatorId = (await seedOperator(db, { name: "運営 花子", email, password: PASSWORD })).id;
  const signedIn = await post(opsSignIn, "/api/ops/auth/sign_in", {}, undefined, { email, password: PASSWORD });
  const pair = signedIn.setCookies.find((c) => c.startsWith(`${ACCOUNT_SESSION_COOKIE.operator}=`));
  opsCookie = pair?.split(";")[0] ?? "";
});

afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});

describe("failed mail", () => {
  it("lists mails that ran out of attempts, newest first, and only mails", async () => {
    expect(await listFailedMails(db)).toEqual([]);
    const provider = await seedProvider(db, { name: "Bounce KK", email: "info@bounce.test.example" });
    const user = await seedProviderUser(db, {
      appProviderId: provider.id,
      email: "listed@bounce.test.example",
      firstName: "A",
      lastName: "B",
    });
    const invitation = await seedUndeliveredInvitation(db, {
      providerUserId: user.id,
      locale: "ja",
      expiresAt: new Date(Date.now() + 86_400_000),
      lastError: "550 mailbox unavailable",
    });
    const orphan = await seedFailedJob(db, {
      kind: "documentRequestMail",
      payload: { documentRequestId: 987_654, locale: "ja" },
      idempotencyKey: "orphan-document-mail",
      lastError: "421 try again later",
      attempts: 5,
    });
    const pausedNotice = await seedFailedJob(db, {
      kind: "providerWebhookPausedMail",
      payload: { appProviderId: provider.id, locale: "ja" },
      idempotencyKey: "webhook-paused-mail",
      lastError: "550 mailbox unavailable",
      attempts: 8,
    });
    await seedFailedJob(db, {
      kind: "reconcileInstallation",
      payload: { operationId: 1 },
      idempotencyKey: "not-a-mail",
      lastError: "suite down",
    });
    const listed = await listFailedMails(db);
    expect(listed.map((mail) => mail.id).sort()).toEqual([invitation.id, orphan.id, pausedNotice.id].sort());
    expect(listed.find((mail) => mail.id === pausedNotice.id)).toMatchObject({
      kind: "providerWebhookPausedMail",
      recipient: "info@bounce.test.example",
    });
    expect(listed.find((mail) => mail.id === invitation.id)).toMatchObject({
      kind: "accountInvitationMail",
      recipient: "listed@bounce.test.example",
      attempts: 8,
      lastError: "550 mailbox unavailable",
    });
    expect(listed.find((mail) => mail.id === orphan.id)).toMatchObject({
      kind: "documentRequestMail",
      recipient: null,
      attempts: 5,
    });
  });

  it("a retry makes the mail due now with new attempts; the worker delivers it; the audit log says who", async () => {
    const provider = await seedProvider(db, { name: "Retry KK", email: "info@retry.test.example" });
    const user = await seedProviderUser(db, {
      appProviderId: provider.id,
      email: "retried@retry.test.example",
      firstName: "Kai",
      lastName: "Mori",
    });
    const job = await seedUndeliveredInvitation(db, {
      providerUserId: user.id,
      locale: "en-us",
      expiresAt: new Date(Date.now() + 86_400_000),
      lastError: "550 mailbox unavailable",
    });

    const retried = await retryJob(job.id);
    expect(retried).toMatchObject({ status: 200, json: { id: job.id, status: "pending" } });
    expect(await findJob(db, job.id)).toMatchObject({ status: "pending", attempts: 0 });
    expect((await listFailedMails(db)).map((mail) => mail.id)).not.toContain(job.id);

    const again = await retryJob(job.id);
    expect(again.status).toBe(409);
    expect(again.json?.error).toMatchObject({
      message: "This mail is not failed any more (it was retried already).",
      details: { current: { id: job.id, status: "pending" } },
    });

    const handlers = jobHandlers([
      defineJob({
        ...invitationMailJob,
        handler: sendAccountMail("invitation", {
          mailer: () => createMailer({ smtpUrl: smtp.url, from: "Test Store <no-reply@store.test>", outboxDir: "/x" }),
        }),
      }),
    ]);
    await runDueJobs(db, handlers, { now: () => new Date(Date.now() + 1000) });
    expect(await findJob(db, job.id)).toMatchObject({ status: "done", attempts: 1 });
    const delivered = smtp.delivered.filter((mail) => mail.to.includes("retried@retry.test.example"));
    expect(delivered).toHaveLength(1);
    expect(parseMail(delivered[0]?.raw ?? "").text).toContain("Dear Kai Mori,");

    const { events } = await listAuditEvents(db, { subjectType: "job", subjectId: String(job.id) });
    expect(events).toMatchObject([
      {
        operatorId,
        action: "mail.retry",
        before: { status: "failed", attempts: 8, lastError: "550 mailbox unavailable" },
        after: { status: "pending", attempts: 0 },
      },
    ]);
  });

  it("answers 404 for a job that is not a mail or does not exist, and 401 without an operator", async () => {
    const other = await seedFailedJob(db, {
      kind: "reconcileInstallation",
      payload: { operationId: 2 },
      idempotencyKey: "not-a-mail-2",
      lastError: "suite down",
    });
    expect((await retryJob(other.id)).status).toBe(404);
    expect(await findJob(db, other.id)).toMatchObject({ status: "failed" });
    expect((await retryJob(999_999)).status).toBe(404);
    expect((await retryJob("x")).status).toBe(404);
    const anonymous = await post(retry, `/api/ops/mails/${other.id}/retry`, { id: String(other.id) });
    expect(anonymous.status).toBe(401);
  });
});
