// The operators' moderation of user voices (issue 28) through the real route handlers: the queue
// and the tabs as an operator sees them (author, company, checks, reports), publish / reject /
// take down with their 409s and 404s, the app's kept counts equal to the real rows after each move,
// the audit rows, and the mails queued and written in the author's language (the provider's users
// in Japanese). On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { listAuditEvents } from "@store/db/queries/audit-events";
import { apps } from "@store/db/schema/apps";
import { jobs } from "@store/db/schema/jobs";
import { userVoices, voiceReports } from "@store/db/schema/voices";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider, seedProviderUser } from "@store/db/seed/providers";
import { seedTenant } from "@store/db/seed/tenants";
import type { TLocale } from "@store/domain/locales";
import type { TVoiceCheckFinding } from "@store/domain/voices/voice-checks";
import type { TVoiceStatus } from "@store/domain/voices/voice-status";
import { and, eq, inArray, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMail } from "@/server/jobs/mail";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3997";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const invalidatePublicStore = vi.hoisted(() => vi.fn());
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore }));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { seedOperator } = await import("@store/db/seed/accounts");
const { createTestDb } = await import("@store/db/testing/test-db");
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { voiceAuthorMailJob, voiceProviderMailJob } = await import("./voice-moderation-jobs");
const { sendVoiceAuthorMail, sendVoiceProviderMail } = await import("./voice-mails");
const listRoute = await import("@/app/api/ops/voices/route");
const decisionRoute = await import("@/app/api/ops/voices/[id]/decision/route");
const takeDownRoute = await import("@/app/api/ops/voices/[id]/take_down/route");

type TError = { code: string; message: string; items?: Record<string, string[]>; details?: Record<string, unknown> };
type TAnswer = { status: number; json: Record<string, unknown> & { error?: TError } };

let handle: TDbHandle;
let db: TDb;
let cookie = "";
let providerCookie = "";
let operatorId = 0;
let appId = 0;
let otherAppId = 0;
const sent: TMail[] = [];

async function answerOf(response: Response): Promise<TAnswer> {
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

async function post(
  what: "decision" | "take_down",
  id: number | string,
  json: unknown,
  init: { cookie?: string; origin?: string } = {},
) {
  const request = new NextRequest(`${STORE}/api/ops/voices/${id}/${what}`, {
    method: "POST",
    headers: new Headers({
      origin: init.origin ?? STORE,
      "accept-language": "ja",
      "content-type": "application/json",
      cookie: init.cookie ?? cookie,
    }),
    body: JSON.stringify(json),
  });
  const handler = what === "decision" ? decisionRoute.POST : takeDownRoute.POST;
  return answerOf(await handler(request, { params: Promise.resolve({ id: String(id) }) }));
}

async function list(query = "", init: { cookie?: string } = {}) {
  const request = new NextRequest(`${STORE}/api/ops/voices${query}`, {
    headers: new Headers({ "accept-language": "ja", cookie: init.cookie ?? cookie }),
  });
  return answerOf(await listRoute.GET(request, { params: Promise.resolve({}) }));
}

let serial = 0;
type TVoiceSeed = {
  status: TVoiceStatus;
  rating?: number | null;
  title?: string;
  authorEmail?: string | null;
  mailLocale?: TLocale | null;
  checks?: TVoiceCheckFinding[];
  updatedAt?: Date;
  publishedAt?: Date | null;
  app?: number;
};

/** A voice written by a tenant user of さくら商事, as helper W's writing leaves it. */
async function voice(seed: TVoiceSeed): Promise<number> {
  serial += 1;
  const [row] = await db
    .insert(userVoices)
    .values({
      appId: seed.app ?? appId,
      authorName: `山田 花子${serial}`,
      title: seed.title ?? `確認用の声${serial}`,
      body: "勤怠の締めが月末に半日早く終わるようになりました。集計の手間が減っています。",
      rating: seed.rating === undefined ? 4 : seed.rating,
      locale: "ja",
      status: seed.status,
      tenantId: "t-mod-sakura",
      suiteUserId: `u-mod-${serial}`,
      authorEmail: seed.authorEmail === undefined ? `author${serial}@sakura.example` : seed.authorEmail,
      mailLocale: seed.mailLocale === undefined ? "ja" : seed.mailLocale,
      companySize: "従業員120名",
      industry: "製造業",
      checks: seed.checks ?? [],
      updatedAt: seed.updatedAt ?? new Date(),
      publishedAt: seed.publishedAt ?? (seed.status === "published" || seed.status === "reported" ? new Date() : null),
    })
    .returning({ id: userVoices.id });
  if (!row) throw new Error("voice insert returned nothing");
  return row.id;
}

const statusOf = async (id: number) =>
  (await db.select({ status: userVoices.status }).from(userVoices).where(eq(userVoices.id, id)))[0]?.status;
const historyOf = async (id: number) =>
  (await listAuditEvents(db, { subjectType: "voice", subjectId: String(id) })).events;
const jobsOf = async (id: number) =>
  (
    await db
      .select({ kind: jobs.kind, payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, ["voiceAuthorMail", "voiceProviderMail"]),
          sql`(${jobs.payload}->>'voiceId')::int = ${id}`,
        ),
      )
      .orderBy(jobs.id)
  ).map((job) => ({ kind: job.kind, payload: job.payload }));

/** The app row's kept counts, and the same numbers counted from the public voices. */
async function countsOf(id: number) {
  const [kept] = await db
    .select({ count: apps.voiceCount, sum: apps.voiceRatingSum, rated: apps.voiceRatingCount })
    .from(apps)
    .where(eq(apps.id, id));
  const [real] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${userVoices.rating}), 0)::int`,
      rated: sql<number>`count(${userVoices.rating})::int`,
    })
    .from(userVoices)
    .where(and(eq(userVoices.appId, id), inArray(userVoices.status, ["published", "reported"])));
  return { kept, real };
}

const work = () =>
  runDueJobs(
    db,
    jobHandlers([
      defineJob({
        ...voiceAuthorMailJob,
        handler: sendVoiceAuthorMail({ mailer: () => ({ send: async (m) => void sent.push(m) }) }),
      }),
      defineJob({
        ...voiceProviderMailJob,
        handler: sendVoiceProviderMail({ mailer: () => ({ send: async (m) => void sent.push(m) }) }),
      }),
    ]),
    { now: () => new Date(Date.now() + 5_000) },
  );

describe(`voice moderation on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
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
    const provider = await seedProvider(db, { name: "声の確認株式会社", email: "info@voices.example" });
    const app = await seedApp(db, {
      appProviderId: provider.id,
      code: "voice-mod-app",
      name: "声の確認アプリ",
      integrationType: "suite_option",
    });
    appId = app.id;
    otherAppId = (
      await seedApp(db, {
        appProviderId: provider.id,
        code: "voice-mod-other",
        name: "別のアプリ",
        integrationType: "suite_option",
      })
    ).id;
    await seedTenant(db, { id: "t-mod-sakura", subdomain: "mod-sakura", name: "さくら商事" });
    // Two signed-up users hear of a published voice; an invited one (no password) and a suspended one do not.
    const dev = await seedProviderUser(db, {
      appProviderId: provider.id,
      email: "dev@voices.example",
      firstName: "葵",
      lastName: "木下",
      passwordHash: "x",
    });
    await seedProviderUser(db, {
      appProviderId: provider.id,
      email: "lead@voices.example",
      firstName: "蓮",
      lastName: "森",
      passwordHash: "x",
    });
    await seedProviderUser(db, {
      appProviderId: provider.id,
      email: "invited@voices.example",
      firstName: "未",
      lastName: "招待",
    });
    const suspended = await seedProviderUser(db, {
      appProviderId: provider.id,
      email: "gone@voices.example",
      firstName: "停",
      lastName: "止",
      passwordHash: "x",
    });
    await db.execute(sql`update provider_users set suspended_at = now() where id = ${suspended.id}`);
    const providerSession = await openAccountSession(db, {
      audience: "providerUser",
      accountId: dev.id,
      userAgent: "vitest",
      ipAddress: null,
    });
    providerCookie = `${ACCOUNT_SESSION_COOKIE.providerUser}=${providerSession.token}`;
  });
  afterAll(async () => {
    useTestDb(undefined);
    await handle.close();
  });
  beforeEach(async () => {
    invalidatePublicStore.mockClear();
    sent.length = 0;
    await db.delete(userVoices);
  });

  it("lists the queue oldest first with what an operator weighs, and counts every tab", async () => {
    const finding: TVoiceCheckFinding = {
      code: "abusiveWord",
      field: "text",
      outcome: "warning",
      values: { match: "ば***" },
    };
    const newer = await voice({ status: "pending", title: "新しい声", updatedAt: new Date("2026-11-20T00:00:00Z") });
    const reported = await voice({
      status: "reported",
      title: "報告された声",
      checks: [finding],
      updatedAt: new Date("2026-11-01T00:00:00Z"),
    });
    await db.insert(voiceReports).values([
      {
        voiceId: reported,
        reason: "personalData",
        note: "",
        reporterKey: "k1",
        createdAt: new Date("2026-11-02T00:00:00Z"),
      },
      {
        voiceId: reported,
        reason: "other",
        note: "宣伝のように読めます",
        reporterKey: "k2",
        createdAt: new Date("2026-11-03T00:00:00Z"),
      },
    ]);
    await voice({ status: "published", title: "公開中の声" });
    await voice({ status: "rejected", title: "却下した声" });

    const queue = await list();
    expect(queue.status).toBe(200);
    expect(queue.json.view).toBe("queue");
    expect(queue.json.counts).toEqual({ queue: 2, published: 1, rejected: 1, taken_down: 0 });
    expect(queue.json.pagination).toEqual({ count: 2, page: 1, pages: 1, limit: 20 });
    const data = queue.json.data as Record<string, unknown>[];
    expect(data.map((v) => v.id)).toEqual([reported, newer]);
    expect(data[0]).toMatchObject({
      status: "reported",
      title: "報告された声",
      app: { id: appId, code: "voice-mod-app", name: "声の確認アプリ" },
      provider: { name: "声の確認株式会社" },
      rating: 4,
      locale: "ja",
      author: {
        tenant: { id: "t-mod-sakura", name: "さくら商事" },
        companySize: "従業員120名",
        industry: "製造業",
        showName: false,
        showCompany: false,
      },
      checks: [finding],
      reports: {
        count: 2,
        items: [
          { reason: "other", note: "宣伝のように読めます" },
          { reason: "personalData", note: "" },
        ],
      },
    });
    expect(JSON.stringify(data[0]?.author)).toMatch(/"name":"山田 花子\d+"/);

    const published = await list("?view=published");
    expect((published.json.data as { title: string }[]).map((v) => v.title)).toEqual(["公開中の声"]);
    // A value the list cannot use is ignored: the queue's first page.
    const odd = await list("?view=everything&page=-3");
    expect(odd.status).toBe(200);
    expect(odd.json.view).toBe("queue");
    expect((await list("?page=2")).json.data).toEqual([]);
  });

  it("pages a tab 20 at a time and shows a voice's newest 10 reports with the count of all", async () => {
    const start = Date.parse("2026-10-01T00:00:00Z");
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1)
      ids.push(await voice({ status: "pending", updatedAt: new Date(start + i * 60_000) }));
    const reported = await voice({ status: "reported", updatedAt: new Date(start + 3_600_000) });
    await db.insert(voiceReports).values(
      Array.from({ length: 12 }, (_, i) => ({
        voiceId: reported,
        reason: "spam" as const,
        note: `報告${i + 1}`,
        reporterKey: `key-${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const first = await list();
    expect(first.json.pagination).toEqual({ count: 22, page: 1, pages: 2, limit: 20 });
    expect((first.json.data as { id: number }[]).map((v) => v.id)).toEqual(ids.slice(0, 20));
    const second = await list("?page=2");
    const rest = second.json.data as { id: number; reports: { count: number; items: { note: string }[] } }[];
    expect(rest.map((v) => v.id)).toEqual([ids[20], reported]);
    expect(rest[1]?.reports.count).toBe(12);
    expect(rest[1]?.reports.items.map((r) => r.note)).toEqual(Array.from({ length: 10 }, (_, i) => `報告${12 - i}`));
  });

  it("publishes a pending voice: counts, audit row, the author's mail in their language and the provider's", async () => {
    const id = await voice({ status: "pending", rating: 5, title: "Faster payroll", mailLocale: "en-us" });
    const before = await countsOf(appId);
    const answer = await post("decision", id, { decision: "publish" });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ id, status: "published" });
    expect(await statusOf(id)).toBe("published");
    const after = await countsOf(appId);
    expect(after.kept).toEqual(after.real);
    expect(after.kept?.count).toBe((before.kept?.count ?? 0) + 1);
    expect(after.kept?.sum).toBe((before.kept?.sum ?? 0) + 5);
    expect(invalidatePublicStore).toHaveBeenCalledWith(["apps"]);

    const [event, ...older] = await historyOf(id);
    expect(older).toEqual([]);
    expect(event).toMatchObject({
      operatorId,
      operatorName: "審査 花子",
      action: "voice.publish",
      subjectType: "voice",
      subjectId: String(id),
      before: { status: "pending", publishedAt: null },
      after: { status: "published" },
    });

    expect((await jobsOf(id)).map((job) => job.kind)).toEqual([
      "voiceAuthorMail",
      "voiceProviderMail",
      "voiceProviderMail",
    ]);
    await work();
    const to = (mail: TMail) => String(mail.to);
    const toAuthor = sent.find((mail) => to(mail).endsWith("@sakura.example"));
    expect(toAuthor?.subject).toMatch(/^\[.+\] Your review “Faster payroll” is published$/);
    expect(toAuthor?.text).toContain(`${STORE}/apps/voice-mod-app/voices/mine`);
    const toProvider = sent.filter((mail) => to(mail).endsWith("@voices.example"));
    expect(toProvider.map(to).sort()).toEqual(["dev@voices.example", "lead@voices.example"]);
    expect(toProvider[0]?.subject).toContain("「声の確認アプリ」に利用者の声が公開されました");
    expect(toProvider[0]?.text).toContain("評価: 5段階中5");
    expect(toProvider[0]?.text).toContain(`${STORE}/developers/voices`);
  });

  it("keeps a reported voice on publish, sets nothing new in its first publication date and mails no one", async () => {
    const firstPublished = new Date("2026-10-01T00:00:00Z");
    const id = await voice({ status: "reported", publishedAt: firstPublished });
    const answer = await post("decision", id, { decision: "publish", reason: "問題のない内容でした" });
    expect(answer.json).toEqual({ id, status: "published" });
    const [row] = await db
      .select({ publishedAt: userVoices.publishedAt })
      .from(userVoices)
      .where(eq(userVoices.id, id));
    expect(row?.publishedAt?.toISOString()).toBe(firstPublished.toISOString());
    expect((await historyOf(id))[0]).toMatchObject({
      action: "voice.publish",
      reason: "問題のない内容でした",
      before: { status: "reported" },
      after: { status: "published" },
    });
    expect(await jobsOf(id)).toEqual([]);
    const counts = await countsOf(appId);
    expect(counts.kept).toEqual(counts.real);
  });

  it("rejects a pending voice only with a reason, which the author reads in their language", async () => {
    const id = await voice({ status: "pending", title: "電話番号入りの声", mailLocale: "ko" });
    for (const body of [
      { decision: "reject" },
      { decision: "reject", reason: "  " },
      { decision: "reject", reason: "x".repeat(501) },
    ]) {
      const refused = await post("decision", id, body);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.json.error?.items ?? {})).toEqual(["reason"]);
    }
    expect(await statusOf(id)).toBe("pending");
    expect(await historyOf(id)).toEqual([]);

    const answer = await post("decision", id, { decision: "reject", reason: "電話番号が含まれています。" });
    expect(answer.json).toEqual({ id, status: "rejected" });
    const [row] = await db
      .select({ reason: userVoices.rejectionReason, by: userVoices.moderatedBy, at: userVoices.moderatedAt })
      .from(userVoices)
      .where(eq(userVoices.id, id));
    expect(row).toMatchObject({ reason: "電話番号が含まれています。", by: operatorId });
    expect(row?.at).toBeInstanceOf(Date);
    expect((await historyOf(id))[0]).toMatchObject({
      action: "voice.reject",
      reason: "電話番号が含まれています。",
      before: { status: "pending" },
      after: { status: "rejected" },
    });
    expect(await jobsOf(id)).toEqual([
      { kind: "voiceAuthorMail", payload: { voiceId: id, event: "rejected", reason: "電話番号が含まれています。" } },
    ]);
    await work();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain("이용자 후기 「電話番号入りの声」을(를) 공개하지 못했습니다");
    expect(sent[0]?.text).toContain("사유:\n電話番号が含まれています。");
  });

  it("takes down a published voice with a reason: it leaves the counts, the author is told", async () => {
    const id = await voice({ status: "published", rating: 2, mailLocale: "zh-cn" });
    const before = await countsOf(appId);
    expect(before.kept).toEqual(before.real);
    expect((await post("take_down", id, { reason: "" })).status).toBe(422);
    const answer = await post("take_down", id, { reason: "他社の誹謗中傷にあたります。" });
    expect(answer.json).toEqual({ id, status: "taken_down" });
    const after = await countsOf(appId);
    expect(after.kept).toEqual(after.real);
    expect(after.kept?.count).toBe((before.kept?.count ?? 0) - 1);
    expect((await historyOf(id))[0]).toMatchObject({
      action: "voice.takeDown",
      reason: "他社の誹謗中傷にあたります。",
      before: { status: "published" },
      after: { status: "taken_down" },
    });
    await work();
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringContaining("已下架")]);
    expect(sent[0]?.text).toContain("他社の誹謗中傷にあたります。");
    expect((await list("?view=taken_down")).json.data).toMatchObject([
      { id, rejectionReason: "他社の誹謗中傷にあたります。" },
    ]);
  });

  it("mails no author whose voice has no address (the seed's), and no one else on a take-down", async () => {
    const id = await voice({ status: "reported", authorEmail: null, mailLocale: null });
    expect((await post("take_down", id, { reason: "個人情報" })).json).toEqual({ id, status: "taken_down" });
    expect(await jobsOf(id)).toEqual([]);
  });

  it("answers 409 with the current status when the voice is not where the move starts, changing nothing", async () => {
    const cases: [TVoiceStatus, "decision" | "take_down", unknown][] = [
      ["published", "decision", { decision: "publish" }],
      ["reported", "decision", { decision: "reject", reason: "理由" }],
      ["rejected", "decision", { decision: "publish" }],
      ["pending", "take_down", { reason: "理由" }],
      ["taken_down", "take_down", { reason: "理由" }],
      ["taken_down", "decision", { decision: "publish" }],
    ];
    for (const [status, what, body] of cases) {
      const id = await voice({ status });
      const answer = await post(what, id, body);
      expect(answer.status, `${status} ${what}`).toBe(409);
      expect(answer.json.error?.details).toEqual({ current: { status } });
      expect(answer.json.error?.message).toContain("状態が変わっています");
      expect(await statusOf(id)).toBe(status);
      expect(await historyOf(id)).toEqual([]);
      expect(await jobsOf(id)).toEqual([]);
    }
  });

  it("answers 409 when the author edited the voice after the operator read it, and decides the version read", async () => {
    const id = await voice({ status: "pending" });
    const [read] = await db.select({ at: userVoices.updatedAt }).from(userVoices).where(eq(userVoices.id, id));
    const seenUpdatedAt = read?.at.toISOString() ?? "";
    // The author's edit, as writing one does: a new text and a new updated_at.
    await db
      .update(userVoices)
      .set({ body: "書き直した本文です。二十文字を超えるように書いています。", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(userVoices.id, id));
    const stale = await post("decision", id, { decision: "publish", seenUpdatedAt });
    expect(stale.status).toBe(409);
    expect(stale.json.error?.details).toEqual({ current: { status: "pending" } });
    expect(stale.json.error?.message).toContain("編集しました");
    expect(await statusOf(id)).toBe("pending");
    expect(await historyOf(id)).toEqual([]);
    const [edited] = await db.select({ at: userVoices.updatedAt }).from(userVoices).where(eq(userVoices.id, id));
    const fresh = await post("decision", id, { decision: "publish", seenUpdatedAt: edited?.at.toISOString() });
    expect(fresh.json).toEqual({ id, status: "published" });
  });

  it("lets one of two operators deciding at once win; the other gets 409", async () => {
    const id = await voice({ status: "pending" });
    const answers = await Promise.all([
      post("decision", id, { decision: "publish" }),
      post("decision", id, { decision: "reject", reason: "二人目" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyOf(id)).toHaveLength(1);
    const counts = await countsOf(appId);
    expect(counts.kept).toEqual(counts.real);
  });

  it("answers 404 for a voice that does not exist or an id that is not one", async () => {
    expect((await post("decision", 999_999, { decision: "publish" })).status).toBe(404);
    expect((await post("take_down", "abc", { reason: "なし" })).status).toBe(404);
    const missing = await post("decision", 999_998, { decision: "publish" });
    expect(missing.json.error?.message).toBe("この利用者の声は見つかりません。");
  });

  it("refuses anyone but an operator, and a write from another site", async () => {
    const id = await voice({ status: "pending", app: otherAppId });
    expect((await list("", { cookie: "" })).status).toBe(401);
    expect((await list("", { cookie: providerCookie })).status).toBe(401);
    expect((await post("decision", id, { decision: "publish" }, { cookie: "" })).status).toBe(401);
    expect((await post("decision", id, { decision: "publish" }, { cookie: providerCookie })).status).toBe(401);
    expect((await post("take_down", id, { reason: "x" }, { cookie: providerCookie })).status).toBe(401);
    expect((await post("decision", id, { decision: "publish" }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await statusOf(id)).toBe("pending");
  });
});
