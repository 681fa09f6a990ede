// An operator changes an app's status through the real route handler: every move of the domain's
// table passes and every other is refused (422), a reason is required, a status the operator saw
// that is no longer the app's is a 409 with the current one, the audit row is written in the same
// transaction with before, after and reason, and the public store is invalidated after each
// change; each signed-up provider user is mailed the change with the reason (issue 31). On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { listAuditEvents } from "@store/db/queries/audit-events";
import { findOperatorApp } from "@store/db/queries/operator-apps";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { APP_STATUS_TRANSITIONS } from "@store/domain/app-status";
import { APP_STATUSES, type TAppStatus } from "@store/domain/enums";
import { jobs } from "@store/db/schema/jobs";
import { and, eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TMail } from "@/server/jobs/mail";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3996";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const invalidatePublicStore = vi.hoisted(() => vi.fn());
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore }));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { seedOperator } = await import("@store/db/seed/accounts");
const { createTestDb } = await import("@store/db/testing/test-db");
const { POST } = await import("@/app/api/ops/apps/[id]/status/route");
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { appStatusMailJob, sendAppStatusMail } = await import("./app-status-mail");

type TAnswer = { status: number; json: Record<string, unknown> & { error?: TError } };
type TError = { code: string; message: string; items?: Record<string, string[]>; details?: Record<string, unknown> };

let handle: TDbHandle;
let db: TDb;
let cookie = "";
let providerCookie = "";
let operatorId = 0;
let appProviderId = 0;
let serial = 0;

async function changeStatus(appId: number | string, json: unknown, init: { cookie?: string; locale?: string } = {}) {
  const headers = new Headers({
    origin: STORE,
    "accept-language": init.locale ?? "ja",
    "content-type": "application/json",
    cookie: init.cookie ?? cookie,
  });
  const request = new NextRequest(`${STORE}/api/ops/apps/${appId}/status`, {
    method: "POST",
    headers,
    body: JSON.stringify(json),
  });
  const response = await POST(request, { params: Promise.resolve({ id: String(appId) }) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} } as TAnswer;
}

async function appWith(status: TAppStatus, publishedAt: Date | null = null) {
  serial += 1;
  const app = await seedApp(db, {
    appProviderId,
    code: `status-app-${serial}`,
    name: `ステータス確認アプリ${serial}`,
    // A suite option needs no registration at the parent service: the listing gate has nothing to
    // refuse (listing-gate.dialect.integration.test.ts covers it).
    integrationType: "suite_option",
    status,
    publishedAt,
  });
  return app.id;
}

const statusOf = async (appId: number) => (await findOperatorApp(db, { appId }))?.status;
const historyOf = async (appId: number) =>
  (await listAuditEvents(db, { subjectType: "app", subjectId: String(appId) })).events;

describe(`app status changes on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    useTestDb(db);
    const operator = await seedOperator(db, { name: "審査 花子", email: "hanako@ops.example", passwordHash: "unused" });
    operatorId = operator.id;
    const session = await openAccountSession(db, {
      audience: "operator",
      accountId: operator.id,
      userAgent: "vitest",
      ipAddress: null,
    });
    cookie = `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`;
    appProviderId = (await seedProvider(db, { name: "ステータス株式会社", email: "info@status.example" })).id;
    const { seedProviderUser } = await import("@store/db/seed/providers");
    const user = await seedProviderUser(db, {
      appProviderId,
      email: "dev@status.example",
      firstName: "葵",
      lastName: "木下",
    });
    const providerSession = await openAccountSession(db, {
      audience: "providerUser",
      accountId: user.id,
      userAgent: "vitest",
      ipAddress: null,
    });
    providerCookie = `${ACCOUNT_SESSION_COOKIE.providerUser}=${providerSession.token}`;
  });
  afterAll(async () => {
    useTestDb(undefined);
    await handle.close();
  });
  beforeEach(() => invalidatePublicStore.mockClear());

  const moves = APP_STATUSES.flatMap((from) => APP_STATUSES.map((to) => [from, to] as const));
  const allowed = moves.filter(([from, to]) => APP_STATUS_TRANSITIONS[from].includes(to));
  const refused = moves.filter(([from, to]) => !APP_STATUS_TRANSITIONS[from].includes(to));

  it("has both kinds of move to check", () => {
    expect(allowed.length).toBe(11);
    expect(refused.length).toBe(14);
  });

  it.each(allowed)("moves an app from %s to %s, records who, why, before and after", async (from, to) => {
    const appId = await appWith(from, from === "draft" ? null : new Date("2025-01-01T00:00:00Z"));
    const reason = `${from}から${to}へ：提供者からの依頼`;
    const answer = await changeStatus(appId, { status: to, from, reason });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: appId, status: to });
    expect(await statusOf(appId)).toBe(to);
    const [event, ...older] = await historyOf(appId);
    expect(older).toEqual([]);
    expect(event).toMatchObject({
      operatorId,
      operatorName: "審査 花子",
      action: "app.changeStatus",
      subjectType: "app",
      subjectId: String(appId),
      reason,
      before: { status: from },
      after: { status: to },
    });
    expect(invalidatePublicStore).toHaveBeenCalledTimes(1);
    expect(invalidatePublicStore).toHaveBeenCalledWith(["apps"]);
  });

  it.each(refused)("refuses to move an app from %s to %s (422), changing and recording nothing", async (from, to) => {
    const appId = await appWith(from);
    const answer = await changeStatus(appId, { status: to, from, reason: "表にない変更" });
    expect(answer.status).toBe(422);
    expect(answer.json.error?.items?.status).toEqual(["現在のステータスからは、このステータスに変更できません。"]);
    expect(await statusOf(appId)).toBe(from);
    expect(await historyOf(appId)).toEqual([]);
    expect(invalidatePublicStore).not.toHaveBeenCalled();
  });

  it("sets the first publication time once, and keeps it when the app is published again", async () => {
    const appId = await appWith("draft");
    const first = await changeStatus(appId, { status: "published", from: "draft", reason: "初公開" });
    expect(first.status).toBe(200);
    const publishedAt = first.json.publishedAt as string;
    expect(Date.parse(publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await historyOf(appId))[0]).toMatchObject({
      before: { status: "draft", publishedAt: null },
      after: { status: "published", publishedAt },
    });
    await changeStatus(appId, { status: "discontinued", from: "published", reason: "提供終了" });
    const again = await changeStatus(appId, { status: "published", from: "discontinued", reason: "再開" });
    expect(again.json.publishedAt).toBe(publishedAt);
    expect((await historyOf(appId)).map((e) => e.reason)).toEqual(["再開", "提供終了", "初公開"]);
  });

  it("requires a reason of 1 to 2,000 characters (422 naming the field)", async () => {
    const appId = await appWith("published", new Date());
    for (const reason of [undefined, "", "   ", "x".repeat(2001)]) {
      const answer = await changeStatus(appId, { status: "discontinued", from: "published", reason });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.json.error?.items ?? {})).toEqual(["reason"]);
    }
    expect(await statusOf(appId)).toBe("published");
    const longest = await changeStatus(appId, { status: "discontinued", from: "published", reason: "x".repeat(2000) });
    expect(longest.status).toBe(200);
  });

  it("answers 409 with the current status when the app moved since the operator looked", async () => {
    const appId = await appWith("published", new Date());
    const answer = await changeStatus(appId, { status: "published", from: "discontinued", reason: "古い画面から" });
    expect(answer.status).toBe(409);
    expect(answer.json.error?.details).toEqual({ current: { status: "published" } });
    expect(answer.json.error?.message).toContain("ステータスが変わりました");
    expect(await historyOf(appId)).toEqual([]);
  });

  it("lets one of two operators who saw the same status win; the other gets 409", async () => {
    const appId = await appWith("published", new Date());
    const answers = await Promise.all([
      changeStatus(appId, { status: "discontinued", from: "published", reason: "一人目" }),
      changeStatus(appId, { status: "archived", from: "published", reason: "二人目" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyOf(appId)).toHaveLength(1);
  });

  it("answers 404 for an app that does not exist or an id that is not one", async () => {
    expect((await changeStatus(999_999, { status: "draft", from: "archived", reason: "なし" })).status).toBe(404);
    expect((await changeStatus("abc", { status: "draft", from: "archived", reason: "なし" })).status).toBe(404);
  });

  it("refuses anyone but an operator, and a write from another site", async () => {
    const appId = await appWith("published", new Date());
    const body = { status: "discontinued", from: "published", reason: "権限なし" };
    expect((await changeStatus(appId, body, { cookie: "" })).status).toBe(401);
    expect((await changeStatus(appId, body, { cookie: providerCookie })).status).toBe(401);
    const request = new NextRequest(`${STORE}/api/ops/apps/${appId}/status`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect((await POST(request, { params: Promise.resolve({ id: String(appId) }) })).status).toBe(403);
    expect(await statusOf(appId)).toBe("published");
  });

  it("mails each signed-up provider user the change and the operator's reason (issue 31)", async () => {
    const { seedProviderUser } = await import("@store/db/seed/providers");
    const signedUp = await seedProviderUser(db, {
      appProviderId,
      email: "mailed@status.example",
      firstName: "Aoi",
      lastName: "Kinoshita",
      passwordHash: "argon2-hash-of-a-set-password",
    });
    const appId = await appWith("published", new Date("2026-11-01T00:00:00Z"));
    const reason = "提供元から2026年12月末で提供を終えると連絡がありました。";
    expect((await changeStatus(appId, { status: "discontinued", from: "published", reason })).status).toBe(200);

    const queued = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, appStatusMailJob.kind), sql`(${jobs.payload}->>'appId')::int = ${appId}`));
    // Only the user who signed up: the invited one without a password is not mailed.
    expect(queued.map((job) => job.payload)).toEqual([
      { appId, providerUserId: signedUp.id, from: "published", status: "discontinued", reason },
    ]);

    const sent: TMail[] = [];
    await runDueJobs(
      db,
      jobHandlers([
        defineJob({
          ...appStatusMailJob,
          handler: sendAppStatusMail({ mailer: () => ({ send: async (mail) => void sent.push(mail) }) }),
        }),
      ]),
      { now: () => new Date(Date.now() + 5_000) },
    );
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]?.to)).toContain("mailed@status.example");
    expect(sent[0]?.subject).toContain(`「ステータス確認アプリ${serial}」の公開状態が「提供終了」に変わりました`);
    expect(sent[0]?.text).toContain("「公開中」から「提供終了」に変更しました");
    expect(sent[0]?.text).toContain(reason);
    expect(sent[0]?.text).toContain(`${STORE}/developers/apps`);
  });
});
