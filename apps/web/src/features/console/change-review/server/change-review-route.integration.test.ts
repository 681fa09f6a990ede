// The review console's API through the real route handlers: the queue (oldest first, filters,
// in review with the reviewer), pick-up by two operators at once (exactly one wins), and the three
// decisions with their audit rows and the provider's mails, delivered by the job worker to a real
// SMTP server; an approval that fails half-way leaves the app and the draft as they were. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { listAuditEvents } from "@store/db/queries/audit-events";
import { apps, draftApps, jobs } from "@store/db/schema/index";
import { seedOperator } from "@store/db/seed/accounts";
import { seedApp } from "@store/db/seed/apps";
import { seedDraftApp } from "@store/db/seed/drafts";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { emptyAppContent, type TAppContent } from "@store/domain/schemas/app-content";
import type { TChangeRequestQueue } from "@store/domain/schemas/change-request-review";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { parseMail, startSmtp } from "../../../../../../../test-support/smtp-server";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3996";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
// Route handlers call it after an approval; outside a Next request there is no cache to drop.
const invalidated = vi.hoisted(() => ({ tags: [] as (readonly string[])[] }));
vi.mock("@/server/public/public-cache", () => ({
  invalidatePublicStore: (tags: readonly string[]) => void invalidated.tags.push(tags),
}));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("STORE_NAME", "Test Store");
vi.stubEnv("LOG_LEVEL", "fatal");
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { getChangeRequestReview } = await import("./get-change-request-review");
const { createMailer } = await import("@/server/jobs/mail");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { changeRequestMailJob } = await import("@/features/portal/app-drafts/server/mail/app-drafts-jobs");
const { sendChangeRequestMail } = await import("@/features/portal/app-drafts/server/mail/send-change-request-mail");
const { getOwnAppList } = await import("@/features/portal/developer-portal/server/get-own-app-list");
const { decideChangeRequest } = await import("./decide-change-request");
const { APPROVAL_WRITERS } = await import("./approve-change-request");
const { createTestDb } = await import("@store/db/testing/test-db");
const routes = {
  queue: await import("@/app/api/ops/change_requests/route"),
  pickUp: await import("@/app/api/ops/change_requests/[id]/pick_up/route"),
  decision: await import("@/app/api/ops/change_requests/[id]/decision/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TAnswer = { status: number; json: Record<string, unknown> & { error?: TError } };
type TError = { code: string; message: string; items?: Record<string, string[]>; details?: Record<string, unknown> };

let handle: TDbHandle;
let db: TDb;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const operators: Record<"first" | "second", { cookie: string; principal: TOperatorPrincipal }> = {} as never;
const providers = { a: 0, b: 0 };
let providerPrincipal: Awaited<ReturnType<typeof seedProviderWithUser>>["principal"];

const work = () =>
  runDueJobs(
    db,
    jobHandlers([
      defineJob({
        ...changeRequestMailJob,
        handler: sendChangeRequestMail({
          mailer: () => createMailer({ smtpUrl: smtp.url, from: "Test Store <no-reply@store.test>", outboxDir: "/x" }),
        }),
      }),
    ]),
    { now: () => new Date(Date.now() + 5_000) },
  );

async function call(
  handler: THandler,
  path: string,
  init: { method?: string; cookie?: string; json?: unknown; id?: number; locale?: string } = {},
): Promise<TAnswer> {
  const headers = new Headers({ origin: STORE, "accept-language": init.locale ?? "en-US" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${STORE}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const params: Record<string, string> = init.id === undefined ? {} : { id: String(init.id) };
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

const queue = (cookie: string, search = "") =>
  call(routes.queue.GET, `/api/ops/change_requests${search}`, { cookie }) as Promise<
    TAnswer & { json: TChangeRequestQueue }
  >;
const pickUp = (cookie: string, id: number) =>
  call(routes.pickUp.POST, `/api/ops/change_requests/${id}/pick_up`, { method: "POST", cookie, id });
const decide = (cookie: string, id: number, json: unknown) =>
  call(routes.decision.POST, `/api/ops/change_requests/${id}/decision`, { method: "POST", cookie, id, json });

let serial = 0;
function content(overrides: Partial<TAppContent> = {}): TAppContent {
  serial += 1;
  return {
    ...emptyAppContent(),
    name: `審査アプリ${serial}`,
    code: `review-app-${serial}`,
    title: "旧い見出し",
    // A suite option needs no registration at the parent service, so the listing gate (issue 27)
    // has nothing to refuse here; the last test below is about the gate.
    integrationType: "suite_option",
    ...overrides,
  };
}

/** A change request submitted `minutesAgo`, of an existing app or (appId null) a new one. */
async function submitted(input: {
  appProviderId: number;
  appId: number | null;
  content: TAppContent;
  minutesAgo: number;
}) {
  return seedDraftApp(db, {
    ...input,
    changeRequestStatus: "pending",
    notificationEmail: "notify@review.example",
    submittedAt: new Date(Date.now() - input.minutesAgo * 60_000),
  });
}

async function draftRow(id: number) {
  const [row] = await db.select().from(draftApps).where(eq(draftApps.id, id));
  if (!row) throw new Error(`no draft ${id}`);
  return row;
}

async function appRow(id: number) {
  const [row] = await db.select().from(apps).where(eq(apps.id, id));
  if (!row) throw new Error(`no app ${id}`);
  return row;
}

const queuedMails = async (draftId: number) =>
  (await db.select({ payload: jobs.payload }).from(jobs))
    .map((job) => job.payload as { draftId: number; status: string; reason: string | null })
    .filter((payload) => payload.draftId === draftId);

/** An existing app of provider A with a pending change of its title, picked up by the first operator. */
async function changeInReview() {
  const original = content();
  const app = await seedApp(db, {
    appProviderId: providers.a,
    code: original.code,
    name: original.name,
    title: "旧い見出し",
    integrationType: "suite_option",
  });
  const draft = await submitted({
    appProviderId: providers.a,
    appId: app.id,
    content: { ...app.content, title: "新しい見出し" },
    minutesAgo: 5,
  });
  const picked = await pickUp(operators.first.cookie, draft.id);
  expect(picked.status).toBe(200);
  await db.delete(jobs); // the "in review" mail: the decisions' own mails are what these tests read
  return { app, draft, version: picked.json.version as number };
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  smtp = await startSmtp();
  const a = await seedProviderWithUser(db, { name: "審査される会社エー", email: "info@review-a.example" });
  const b = await seedProviderWithUser(db, { name: "審査される会社ビー", email: "info@review-b.example" });
  providers.a = a.provider.id;
  providers.b = b.provider.id;
  providerPrincipal = a.principal;
  for (const [key, name] of [
    ["first", "審査 一郎"],
    ["second", "審査 二郎"],
  ] as const) {
    const operator = await seedOperator(db, { name, email: `${key}@ops.example`, passwordHash: "x" });
    const session = await openAccountSession(db, {
      audience: "operator",
      accountId: operator.id,
      userAgent: "test",
      ipAddress: null,
    });
    operators[key] = {
      cookie: `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`,
      principal: { kind: "operator", sessionId: 0, operatorId: operator.id, name, email: operator.email },
    };
  }
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp?.close();
  await handle?.close();
});

beforeEach(async () => {
  smtp.delivered.length = 0;
  await db.delete(jobs);
});

describe("the queue", () => {
  it("lists pending requests oldest first, filters by provider and kind, and names the reviewer of those in review", async () => {
    const older = await submitted({ appProviderId: providers.b, appId: null, content: content(), minutesAgo: 90 });
    const newer = await submitted({ appProviderId: providers.b, appId: null, content: content(), minutesAgo: 30 });
    const appOfB = await seedApp(db, {
      appProviderId: providers.b,
      code: "queue-b-app",
      name: "B社",
      integrationType: "connect",
    });
    const change = await submitted({
      appProviderId: providers.b,
      appId: appOfB.id,
      content: { ...appOfB.content, title: "変更" },
      minutesAgo: 60,
    });
    const taken = await submitted({ appProviderId: providers.b, appId: null, content: content(), minutesAgo: 120 });
    expect((await pickUp(operators.second.cookie, taken.id)).status).toBe(200);

    const all = await queue(operators.first.cookie, `?provider=${providers.b}`);
    expect(all.status).toBe(200);
    expect(all.json.pending.map((item) => item.id)).toEqual([older.id, change.id, newer.id]);
    expect(all.json.pending[1]).toMatchObject({
      kind: "change",
      appId: appOfB.id,
      provider: { name: "審査される会社ビー" },
    });
    expect(all.json.inReview).toEqual([
      expect.objectContaining({
        id: taken.id,
        reviewer: { id: operators.second.principal.operatorId, name: "審査 二郎" },
      }),
    ]);

    const newApps = await queue(operators.first.cookie, `?provider=${providers.b}&kind=newApp`);
    expect(newApps.json.pending.map((item) => item.id)).toEqual([older.id, newer.id]);
    const changes = await queue(operators.first.cookie, `?provider=${providers.b}&kind=change`);
    expect(changes.json.pending.map((item) => item.id)).toEqual([change.id]);
    expect(changes.json.inReview).toEqual([]);

    // Values the queue cannot use are ignored, never a 500.
    const ignored = await queue(operators.first.cookie, `?provider=${providers.b}&kind=everything&after=yesterday`);
    expect(ignored.status).toBe(200);
    expect(ignored.json.pending.map((item) => item.id)).toEqual([older.id, change.id, newer.id]);
    const unknown = await queue(operators.first.cookie, "?provider=999999");
    expect(unknown.json).toEqual({ pending: [], nextCursor: null, inReview: [] });
  });
});

describe("picking up", () => {
  it("two operators at once: exactly one wins; the other gets a 409 naming who has it", async () => {
    const draft = await submitted({ appProviderId: providers.a, appId: null, content: content(), minutesAgo: 1 });
    const answers = await Promise.all([
      pickUp(operators.first.cookie, draft.id),
      pickUp(operators.second.cookie, draft.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0]?.status === 200 ? operators.first : operators.second;
    const loser = answers.find((a) => a.status === 409);
    expect(loser?.json.error?.message).toContain(winner.principal.name);

    const row = await draftRow(draft.id);
    expect(row).toMatchObject({ changeRequestStatus: "in_review", reviewerOperatorId: winner.principal.operatorId });
    expect(row.pickedUpAt).toBeInstanceOf(Date);
    expect(row.version).toBe(draft.version + 1);
    const audit = await listAuditEvents(db, { subjectType: "draftApp", subjectId: String(draft.id) });
    expect(audit.events.map((e) => [e.action, e.operatorId])).toEqual([
      ["changeRequest.pickUp", winner.principal.operatorId],
    ]);
    expect((await queuedMails(draft.id)).map((m) => m.status)).toEqual(["in_review"]);

    // The winner's second click answers as it stands; nothing more is recorded.
    const again = await pickUp(winner.cookie, draft.id);
    expect(again).toMatchObject({ status: 200, json: { changeRequestStatus: "in_review", version: row.version } });
    expect((await listAuditEvents(db, { subjectId: String(draft.id) })).events).toHaveLength(1);
  });

  it("refuses what is not pending (409) and what does not exist (404)", async () => {
    const draft = await seedDraftApp(db, { appProviderId: providers.a, appId: null, content: content() });
    expect((await pickUp(operators.first.cookie, draft.id)).status).toBe(409);
    expect((await pickUp(operators.first.cookie, 999_999)).status).toBe(404);
  });
});

describe("deciding", () => {
  it("only the reviewer decides (409 naming them), on the current version (409 when stale)", async () => {
    const { draft, version } = await changeInReview();
    const other = await decide(operators.second.cookie, draft.id, { decision: "approve", version });
    expect(other.status).toBe(409);
    expect(other.json.error?.message).toContain("審査 一郎");
    const stale = await decide(operators.first.cookie, draft.id, { decision: "approve", version: version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.error?.details).toEqual({ version });
    expect((await draftRow(draft.id)).changeRequestStatus).toBe("in_review");
  });

  it("approving a change applies the draft to the app, merges the draft, records who and mails the provider", async () => {
    const { app, draft, version } = await changeInReview();
    invalidated.tags = [];
    const approved = await decide(operators.first.cookie, draft.id, { decision: "approve", version });
    expect(approved).toMatchObject({
      status: 200,
      json: { changeRequestStatus: "approved", appId: app.id, version: version + 1 },
    });
    expect(invalidated.tags).toEqual([["apps"]]);
    const after = await appRow(app.id);
    expect(after).toMatchObject({ title: "新しい見出し", status: "published" });
    expect(after.content.title).toBe("新しい見出し");
    expect(after.searchText).toContain("新しい見出し");
    const row = await draftRow(draft.id);
    expect(row).toMatchObject({ changeRequestStatus: "approved", merged: true, appId: app.id, version: version + 1 });
    expect(row.reviewedAt).toBeInstanceOf(Date);

    const [event] = (await listAuditEvents(db, { action: "changeRequest.approve", subjectId: String(draft.id) }))
      .events;
    expect(event).toMatchObject({
      operatorId: operators.first.principal.operatorId,
      before: { changeRequestStatus: "in_review", app: { id: app.id, title: "旧い見出し", status: "published" } },
      after: { changeRequestStatus: "approved", app: { id: app.id, title: "新しい見出し" } },
    });
    expect(await work()).toBe(1);
    const [mail] = smtp.delivered;
    expect(mail?.to).toEqual(["notify@review.example"]);
    expect(parseMail(mail?.raw ?? "").headers.subject).toContain(`「${app.name}」の変更申請が承認されました`);

    // The provider's own-app list says the app's change request was approved.
    const list = await getOwnAppList(db, providerPrincipal);
    expect(list.apps.find((own) => own.id === app.id)).toMatchObject({
      changeRequestStatus: "approved",
      openDraftId: null,
    });

    // The review page still shows what was approved: the title as it was beside the one published.
    const review = await getChangeRequestReview(db, operators.first.principal, draft.id);
    expect(review?.diffOfApproval).toBe(true);
    expect(review?.diff.changedCount).toBe(1);
    expect(review?.diff.fields.find((field) => field.changed)).toMatchObject({
      field: "title",
      before: "旧い見出し",
      after: "新しい見出し",
    });

    const twice = await decide(operators.first.cookie, draft.id, { decision: "approve", version: version + 1 });
    expect(twice.status).toBe(409);
  });

  it("approving a new app creates it for the provider with the chosen status and links the draft", async () => {
    const draftContent = content({ title: "新しいアプリの見出し" });
    const draft = await submitted({ appProviderId: providers.a, appId: null, content: draftContent, minutesAgo: 2 });
    const { json } = await pickUp(operators.first.cookie, draft.id);
    const approved = await decide(operators.first.cookie, draft.id, {
      decision: "approve",
      version: json.version,
      status: "published",
    });
    expect(approved.status).toBe(200);
    const appId = approved.json.appId as number;
    expect(await appRow(appId)).toMatchObject({
      appProviderId: providers.a,
      code: draftContent.code,
      title: "新しいアプリの見出し",
      status: "published",
    });
    expect(await draftRow(draft.id)).toMatchObject({ appId, merged: true, changeRequestStatus: "approved" });
    // Its review page shows it as the new app it was, not as an app that changes nothing.
    const review = await getChangeRequestReview(db, operators.first.principal, draft.id);
    expect(review).toMatchObject({ diffOfApproval: true, diff: { isNewApp: true } });
    expect(review?.diff.changedCount).toBeGreaterThan(0);
  });

  it("a new connect app without an OAuth client cannot be approved as published, but may be kept as a draft", async () => {
    const draftContent = content({ integrationType: "connect" });
    const draft = await submitted({ appProviderId: providers.a, appId: null, content: draftContent, minutesAgo: 2 });
    const { json } = await pickUp(operators.first.cookie, draft.id);
    const refused = await decide(operators.first.cookie, draft.id, {
      decision: "approve",
      version: json.version,
      status: "published",
    });
    expect(refused.status).toBe(409);
    const findings = (refused.json.error?.details?.integration ?? []) as { code: string }[];
    expect(findings.map((finding) => finding.code)).toEqual(["integrationClientMissing", "integrationScopesMissing"]);
    expect(await draftRow(draft.id)).toMatchObject({ changeRequestStatus: "in_review", merged: false, appId: null });
    const kept = await decide(operators.first.cookie, draft.id, {
      decision: "approve",
      version: json.version,
      status: "draft",
    });
    expect(kept.status).toBe(200);
    expect(await appRow(kept.json.appId as number)).toMatchObject({ status: "draft", code: draftContent.code });
  });

  it("approving a new app whose code an app took meanwhile is a 422 on code, and nothing changes", async () => {
    const draftContent = content();
    const draft = await submitted({ appProviderId: providers.a, appId: null, content: draftContent, minutesAgo: 2 });
    const { json } = await pickUp(operators.first.cookie, draft.id);
    await seedApp(db, {
      appProviderId: providers.b,
      code: draftContent.code,
      name: "先取り",
      integrationType: "connect",
    });
    const refused = await decide(operators.first.cookie, draft.id, { decision: "approve", version: json.version });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.error?.items ?? {})).toEqual(["code"]);
    expect(await draftRow(draft.id)).toMatchObject({ changeRequestStatus: "in_review", merged: false, appId: null });
  });

  it("a failure half-way through an approval leaves the app and the draft unchanged", async () => {
    const { app, draft, version } = await changeInReview();
    const before = await appRow(app.id);
    const failing = {
      ...APPROVAL_WRITERS,
      enqueueChangeRequestMail: async () => {
        throw new Error("the mail queue is down");
      },
    };
    await expect(
      decideChangeRequest(
        db,
        operators.first.principal,
        draft.id,
        { decision: "approve", version },
        {
          locale: "ja",
          writers: failing,
        },
      ),
    ).rejects.toThrow("the mail queue is down");
    const after = await appRow(app.id);
    expect(after.content).toEqual(before.content);
    expect(after.title).toBe("旧い見出し");
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await draftRow(draft.id)).toMatchObject({ changeRequestStatus: "in_review", merged: false, version });
    const events = await listAuditEvents(db, { action: "changeRequest.approve", subjectId: String(draft.id) });
    expect(events.events).toEqual([]);
  });

  it("a pick-up and a decision keep the checks of the content they leave unchanged current", async () => {
    const draft = await submitted({ appProviderId: providers.a, appId: null, content: content(), minutesAgo: 2 });
    const report = (draftVersion: number) =>
      ({ draftVersion, outcome: "warning", ranAt: "2026-12-01T00:00:00.000Z", rules: [] }) as never;
    const submittedVersion = (await draftRow(draft.id)).version;
    await db
      .update(draftApps)
      .set({ preCheckReport: report(submittedVersion) })
      .where(eq(draftApps.id, draft.id));
    const { json } = await pickUp(operators.first.cookie, draft.id);
    expect(json.version).toBe(submittedVersion + 1);
    expect((await draftRow(draft.id)).preCheckReport).toMatchObject({ draftVersion: submittedVersion + 1 });
    const rejected = await decide(operators.first.cookie, draft.id, {
      decision: "reject",
      version: json.version,
      reason: "説明を見直してください。",
    });
    expect(rejected.status).toBe(200);
    const row = await draftRow(draft.id);
    expect(row.version).toBe(submittedVersion + 2);
    expect(row.preCheckReport).toMatchObject({ draftVersion: row.version, outcome: "warning" });

    // A report of an older version than the one decided on stays of that version.
    const other = await changeInReview();
    await db
      .update(draftApps)
      .set({ preCheckReport: report(1) })
      .where(eq(draftApps.id, other.draft.id));
    await decide(operators.first.cookie, other.draft.id, {
      decision: "reject",
      version: other.version,
      reason: "理由",
    });
    expect((await draftRow(other.draft.id)).preCheckReport).toMatchObject({ draftVersion: 1 });
  });

  it("rejecting needs a reason (422 per field); the provider reads it in the list and the mail", async () => {
    const { draft, version } = await changeInReview();
    for (const reason of [undefined, "   ", "x".repeat(2001)]) {
      const refused = await decide(operators.first.cookie, draft.id, { decision: "reject", version, reason });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.json.error?.items ?? {})).toEqual(["reason"]);
    }
    const reason = "スクリーンショットの代替テキストを入れてください。";
    const rejected = await decide(operators.first.cookie, draft.id, {
      decision: "reject",
      version,
      reason: ` ${reason} `,
    });
    expect(rejected).toMatchObject({ status: 200, json: { changeRequestStatus: "rejected" } });
    expect(await draftRow(draft.id)).toMatchObject({
      changeRequestStatus: "rejected",
      reviewComment: reason,
      merged: false,
    });
    const [event] = (await listAuditEvents(db, { action: "changeRequest.reject", subjectId: String(draft.id) })).events;
    expect(event).toMatchObject({ reason, after: { changeRequestStatus: "rejected" } });

    const list = await getOwnAppList(db, providerPrincipal);
    expect(list.draftApps.find((own) => own.id === draft.id)).toMatchObject({
      changeRequestStatus: "rejected",
      reviewComment: reason,
    });

    expect(await work()).toBe(1);
    const mail = parseMail(smtp.delivered[0]?.raw ?? "");
    expect(smtp.delivered[0]?.to).toEqual(["notify@review.example"]);
    expect(mail.text).toContain(reason);
  });

  it("back to draft, with an optional comment, returns it to the provider to edit", async () => {
    const { draft, version } = await changeInReview();
    const back = await decide(operators.first.cookie, draft.id, {
      decision: "backToDraft",
      version,
      comment: "誤字だけ直してください",
    });
    expect(back).toMatchObject({ status: 200, json: { changeRequestStatus: "in_draft", version: version + 1 } });
    expect(await draftRow(draft.id)).toMatchObject({
      changeRequestStatus: "in_draft",
      reviewComment: "誤字だけ直してください",
    });
    const [event] = (await listAuditEvents(db, { action: "changeRequest.backToDraft", subjectId: String(draft.id) }))
      .events;
    expect(event?.reason).toBe("誤字だけ直してください");
    expect((await queuedMails(draft.id)).map((m) => [m.status, m.reason])).toEqual([
      ["in_draft", "誤字だけ直してください"],
    ]);
  });
});
