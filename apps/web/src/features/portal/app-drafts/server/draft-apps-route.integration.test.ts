// The developer API of drafts and change requests through the real route handlers: the provider
// user's session cookie decides whose drafts and apps they are; nested lists follow id + _destroy;
// stale and not-editable saves answer 409 with the draft as it is; submit and withdraw move the
// change request and mail the draft's notification address, in the saver's language, through the
// job queue to a real SMTP server. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { draftApps, jobs } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import type { TDraftApp, TDraftAppPage, TOwnApp, TOwnAppList } from "@store/domain/schemas/draft-app";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { parseMail, startSmtp } from "../../../../../../../test-support/smtp-server";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3995";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("STORE_NAME", "Test Store");
vi.stubEnv("LOG_LEVEL", "fatal");
// Every call comes from one provider and one unknown address; draft-limits.integration.test.ts proves the limits.
for (const limit of ["CHANGE_REQUESTS", "DRAFT_CREATES"]) {
  vi.stubEnv(`RATE_LIMIT_${limit}_PER_PROVIDER`, "10000/1h");
  vi.stubEnv(`RATE_LIMIT_${limit}_PER_IP`, "10000/1h");
}
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { createMailer } = await import("@/server/jobs/mail");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { changeRequestMailJob } = await import("./mail/app-drafts-jobs");
const { sendChangeRequestMail } = await import("./mail/send-change-request-mail");
const { enqueueChangeRequestMail } = await import("./mail/enqueue-change-request-mail");
const { createTestDb } = await import("@store/db/testing/test-db");
const routes = {
  apps: await import("@/app/api/developers/apps/route"),
  app: await import("@/app/api/developers/apps/[id]/route"),
  experimentalApps: await import("@/app/api/developers/experimental/apps/route"),
  experimentalApp: await import("@/app/api/developers/experimental/apps/[id]/route"),
  drafts: await import("@/app/api/developers/experimental/draft_apps/route"),
  draft: await import("@/app/api/developers/experimental/draft_apps/[id]/route"),
  changeRequest: await import("@/app/api/developers/experimental/draft_apps/[id]/change_request/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TAnswer = { status: number; json: Record<string, unknown> & { error?: TError } };
type TError = { code: string; message: string; items?: Record<string, string[]>; details?: { current?: TDraftApp } };

let handle: TDbHandle;
let db: TDb;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const cookies = { a: "", b: "" };
const appIds = { a: 0, b: 0 };

const testMailer = () =>
  createMailer({ smtpUrl: smtp.url, from: "Test Store <no-reply@store.test>", outboxDir: "/nonexistent" });
/** Runs the queued mail jobs, a little ahead of the clock so they are due. */
const work = () =>
  runDueJobs(
    db,
    jobHandlers([defineJob({ ...changeRequestMailJob, handler: sendChangeRequestMail({ mailer: testMailer }) })]),
    { now: () => new Date(Date.now() + 5_000) },
  );

async function call(
  handler: THandler,
  path: string,
  init: { method?: string; cookie?: string; json?: unknown; locale?: string; id?: string } = {},
): Promise<TAnswer> {
  const headers = new Headers({ origin: STORE, "accept-language": init.locale ?? "ja" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${STORE}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const params: Record<string, string> = init.id === undefined ? {} : { id: init.id };
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

const DRAFTS = "/api/developers/experimental/draft_apps";

function createDraft(cookie: string, json: unknown, locale?: string) {
  return call(routes.drafts.POST, DRAFTS, { method: "POST", cookie, json, locale });
}
function getDraft(cookie: string, id: number | string) {
  return call(routes.draft.GET, `${DRAFTS}/${id}`, { cookie, id: String(id) });
}
function patchDraft(cookie: string, id: number | string, json: unknown, locale?: string) {
  return call(routes.draft.PATCH, `${DRAFTS}/${id}`, { method: "PATCH", cookie, json, locale, id: String(id) });
}
function moveDraft(cookie: string, id: number | string, json: unknown, locale?: string) {
  const path = `${DRAFTS}/${id}/change_request`;
  return call(routes.changeRequest.POST, path, { method: "POST", cookie, json, locale, id: String(id) });
}

let serial = 0;
/** Content that may be submitted, with one item in each nested list and a unique code. */
function submittable(): Record<string, unknown> & { usages: object[] } {
  serial += 1;
  return {
    name: `勤怠つなぐ${serial}`,
    code: `kintai-tsunagu-${serial}`,
    title: "勤怠データを給与へ",
    description: "打刻から給与計算まで自動でつなぎます。",
    body: "<p>概要</p>",
    categoryIds: [1],
    logoImage: "/img/banners/kintai-logo.svg",
    usages: [
      {
        title: "画面で見る",
        embedType: "image",
        embedId: null,
        embedUrl: null,
        body: "<p>使い方</p>",
        imageUrl: "/img/banners/kintai-usage.svg",
        imageAltText: "勤怠画面",
      },
      {
        title: "動画で見る",
        embedType: "wistia",
        embedId: "abc123",
        embedUrl: null,
        body: "",
        imageUrl: null,
        imageAltText: "",
      },
    ],
    images: [
      { url: "/img/banners/kintai-one.svg", caption: "一枚目", altText: "一枚目の画像" },
      { url: "/img/banners/kintai-two.svg", caption: "二枚目", altText: "二枚目の画像" },
    ],
    features: [{ title: "自動連携", body: "<p>毎晩</p>", imageUrl: null, imageAltText: "" }],
    connection: {
      plans: ["スタンダード"],
      basicItems: [
        { suite: "従業員", targetService: "社員", direction: "to_service" },
        { suite: "勤怠", targetService: "打刻", direction: "to_suite" },
      ],
    },
    releases: [{ title: "公開しました", publishedAt: "2026-04-01T00:00:00+09:00", url: null }],
  };
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  smtp = await startSmtp();
  for (const [key, name] of [
    ["a", "提供会社エー"],
    ["b", "提供会社ビー"],
  ] as const) {
    const { provider, principal } = await seedProviderWithUser(db, { name, email: `info-${key}@drafts.example` });
    const session = await openAccountSession(db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    cookies[key] = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
    const app = await seedApp(db, {
      appProviderId: provider.id,
      code: `drafts-app-${key}`,
      name: `${name}のアプリ`,
      integrationType: "connect",
    });
    appIds[key] = app.id;
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

describe("a new app's draft", () => {
  it("is created with its nested lists numbered, its rich text sanitised, and read back as saved", async () => {
    const content = submittable();
    content.body = "<p>概要</p><script>alert('x')</script>";
    Object.assign(content.usages[0] ?? {}, { body: "<p>使い方</p><img src=x onerror=alert(1)>" });
    const created = await createDraft(cookies.a, { content, notificationEmail: "notify@a.example" });
    expect(created.status).toBe(201);
    const draft = created.json as unknown as TDraftApp;
    expect(draft).toMatchObject({ appId: null, version: 1, changeRequestStatus: "in_draft", merged: false });
    expect(draft.name).toBe(draft.content.name);
    expect(draft.content.body).toBe("<p>概要</p>");
    expect(draft.content.usages.map((u) => [u.id, u.title])).toEqual([
      [1, "画面で見る"],
      [2, "動画で見る"],
    ]);
    expect(draft.content.usages[0]?.body).not.toMatch(/onerror|<img|<script/);
    // What was taken out is said, not dropped silently (issue 31).
    expect(draft.removedMarkup).toEqual({ body: ["<script>"], "usages.0.body": ["<img>"] });
    expect(draft.content.connection?.basicItems.map((i) => i.id)).toEqual([1, 2]);
    expect(draft.issues).toEqual([]);
    expect((await getDraft(cookies.a, draft.id)).json).toEqual(draft);

    const listed = await call(routes.drafts.GET, DRAFTS, { cookie: cookies.a });
    expect((listed.json as unknown as TDraftAppPage).data.map((d) => d.id)).toContain(draft.id);
  });

  it("POST /experimental/apps opens a new app's draft from the content patch alone", async () => {
    const answer = await call(routes.experimentalApps.POST, "/api/developers/experimental/apps", {
      method: "POST",
      cookie: cookies.a,
      json: { name: "新しいアプリ", body: "<p>本文</p><script>x()</script>" },
    });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ appId: null, name: "新しいアプリ", content: { body: "<p>本文</p>" } });
  });

  it("updates one item, creates one, deletes exactly one and reorders, in one save", async () => {
    const draft = (await createDraft(cookies.a, { content: submittable() })).json as unknown as TDraftApp;
    const saved = await patchDraft(cookies.a, draft.id, {
      version: 1,
      content: {
        usages: [
          { id: 2, _destroy: true },
          { id: 1, title: "画面で見る（改）" },
          {
            title: "Box で見る",
            embedType: "box",
            embedId: "box-1",
            embedUrl: null,
            body: "<p>資料</p><script>y()</script>",
            imageUrl: null,
            imageAltText: "",
          },
        ],
        images: [{ id: 2 }, { id: 1 }],
        connection: { basicItems: [{ id: 1, _destroy: true }] },
      },
    });
    expect(saved.status).toBe(200);
    const after = saved.json as unknown as TDraftApp;
    expect(after.version).toBe(2);
    expect(after.content.usages.map((u) => [u.id, u.title])).toEqual([
      [1, "画面で見る（改）"],
      [3, "Box で見る"],
    ]);
    expect(after.content.usages[1]?.body).toBe("<p>資料</p>");
    expect(after.content.images.map((i) => [i.id, i.caption])).toEqual([
      [2, "二枚目"],
      [1, "一枚目"],
    ]);
    expect(after.content.connection?.basicItems.map((i) => [i.id, i.suite])).toEqual([[2, "勤怠"]]);
    expect(after.content.features).toEqual(draft.content.features);
  });

  it("refuses an item id the list does not have with 422 on the list's path, changing nothing", async () => {
    const draft = (await createDraft(cookies.a, { content: submittable() })).json as unknown as TDraftApp;
    for (const [content, path] of [
      [{ usages: [{ id: 99, title: "ない" }] }, "usages"],
      [{ connection: { groupItems: [{ id: 1, _destroy: true }] } }, "connection.groupItems"],
    ] as const) {
      const refused = await patchDraft(cookies.a, draft.id, { version: 1, content }, "en-US");
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.json.error?.items ?? {})).toEqual([path]);
      expect(refused.json.error?.items?.[path]?.[0]).toMatch(/^Items (99|1) are not in this list/);
    }
    expect((await getDraft(cookies.a, draft.id)).json).toEqual(draft);
  });

  it("answers a stale save with 409, the current draft in details, and keeps the newer text", async () => {
    const draft = (await createDraft(cookies.a, { content: submittable() })).json as unknown as TDraftApp;
    const first = await patchDraft(cookies.a, draft.id, { version: 1, content: { title: "先の保存" } });
    expect(first.status).toBe(200);
    const stale = await patchDraft(cookies.a, draft.id, { version: 1, content: { title: "後の保存" } });
    expect(stale.status).toBe(409);
    expect(stale.json.error?.code).toBe("CONFLICT");
    expect(stale.json.error?.message).toBe("この下書きは、編集を始めた後にほかの人が保存しました。");
    expect(stale.json.error?.details?.current).toEqual(first.json);
    expect(((await getDraft(cookies.a, draft.id)).json as unknown as TDraftApp).content.title).toBe("先の保存");
  });

  it("lets exactly one of two simultaneous saves of the same version through", async () => {
    const draft = (await createDraft(cookies.a, { content: submittable() })).json as unknown as TDraftApp;
    const answers = await Promise.all(
      ["同時の保存その一", "同時の保存その二"].map((title) =>
        patchDraft(cookies.a, draft.id, { version: 1, content: { title } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const saved = answers.find((answer) => answer.status === 200)?.json as unknown as TDraftApp;
    expect((await getDraft(cookies.a, draft.id)).json).toEqual(saved);
    expect(saved.version).toBe(2);
  });

  it("refuses a code another app or another open draft has (422 on code)", async () => {
    const taken = await createDraft(cookies.a, { content: { ...submittable(), code: "drafts-app-b" } }, "en-US");
    expect(taken.status).toBe(422);
    expect(taken.json.error?.items).toEqual({ code: ["This code cannot be used. Please choose another one."] });

    const one = (await createDraft(cookies.a, { content: submittable() })).json as unknown as TDraftApp;
    const other = (await createDraft(cookies.b, { content: submittable() })).json as unknown as TDraftApp;
    const clash = await patchDraft(cookies.b, other.id, { version: 1, content: { code: one.code } });
    expect(clash.status).toBe(422);
    expect(Object.keys(clash.json.error?.items ?? {})).toEqual(["code"]);
    // Its own code again is no clash.
    expect((await patchDraft(cookies.a, one.id, { version: 1, content: { code: one.code } })).status).toBe(200);
  });
});

describe("change requests", () => {
  it("refuses to submit a draft with issues: 422 with an item per field path, in the viewer's language", async () => {
    const draft = (
      await createDraft(cookies.a, {
        content: { usages: [{ ...submittable().usages[0], title: "" }] },
      })
    ).json as unknown as TDraftApp;
    // An address a save would refuse, as a row saved before addresses were checked may hold one.
    await db.update(draftApps).set({ notificationEmail: "not-an-address" }).where(eq(draftApps.id, draft.id));
    const refused = await moveDraft(cookies.a, draft.id, { action: "submit", version: 1 }, "en-US");
    expect(refused.status).toBe(422);
    const items = refused.json.error?.items ?? {};
    expect(items.name).toEqual(["This field is required."]);
    expect(items["usages.0.title"]).toEqual(["This field is required."]);
    expect(items.notificationEmail).toBeDefined();
    expect(Object.keys(items)).toEqual(expect.arrayContaining(["code", "title", "description", "logoImage"]));
    expect(((await getDraft(cookies.a, draft.id)).json as unknown as TDraftApp).changeRequestStatus).toBe("in_draft");
    expect(await work()).toBe(0);
  });

  it("submits and withdraws, refuses edits while pending, and mails each move in the saver's language", async () => {
    const created = await createDraft(cookies.a, { content: submittable(), notificationEmail: "notify@a.example" });
    const draft = created.json as unknown as TDraftApp;

    const submitted = await moveDraft(cookies.a, draft.id, { action: "submit", version: 1 }, "en-US");
    expect(submitted.status).toBe(200);
    expect(submitted.json).toMatchObject({ changeRequestStatus: "pending", version: 2 });
    expect(submitted.json.submittedAt).toEqual(expect.any(String));

    const locked = await patchDraft(cookies.a, draft.id, { version: 2, content: { title: "審査中に" } });
    expect(locked.status).toBe(409);
    expect(locked.json.error?.message).toBe("この下書きは審査待ち・審査中・承認済みのため、いまは編集できません。");
    expect(locked.json.error?.details?.current).toEqual(submitted.json);
    expect((await moveDraft(cookies.a, draft.id, { action: "submit", version: 2 })).status).toBe(409);

    expect(await work()).toBe(1);
    const [mail] = smtp.delivered.map((m) => ({ to: m.to, ...parseMail(m.raw) }));
    expect(mail?.to).toEqual(["notify@a.example"]);
    expect(mail?.headers.subject).toBe(`[Test Store] We received the change request for ${draft.name}`);
    expect(mail?.text).toContain(`${STORE}/developers/apps/new/draft_apps/${draft.id}/edit`);

    smtp.delivered.length = 0;
    const withdrawn = await moveDraft(cookies.a, draft.id, { action: "withdraw", version: 2 }, "ja");
    expect(withdrawn.json).toMatchObject({ changeRequestStatus: "in_draft", version: 3 });
    expect((await patchDraft(cookies.a, draft.id, { version: 3, content: { title: "直した" } })).status).toBe(200);
    expect(await work()).toBe(1);
    expect(parseMail(smtp.delivered[0]?.raw ?? "").headers.subject).toBe(
      `【Test Store】「${draft.name}」は下書きに戻りました`,
    );
  });

  it("mails the operator's moves too, with the reason of a rejection, to the provider's address when the draft names none", async () => {
    const draft = (await createDraft(cookies.b, { content: submittable() }, "ko")).json as unknown as TDraftApp;
    await enqueueChangeRequestMail(db, { draftId: draft.id, status: "rejected", reason: "ロゴが小さすぎます。" });
    // The same move again queues nothing more.
    await enqueueChangeRequestMail(db, { draftId: draft.id, status: "rejected", reason: "ロゴが小さすぎます。" });
    expect(await work()).toBe(1);
    const [delivered] = smtp.delivered;
    expect(delivered?.to).toEqual(["info-b@drafts.example"]);
    const mail = parseMail(delivered?.raw ?? "");
    expect(mail.headers.subject).toBe(`[Test Store] ${draft.name} 변경 신청이 반려되었습니다`);
    expect(mail.text).toContain("ロゴが小さすぎます。");
  });
});

describe("drafts of existing apps", () => {
  it("opens one from the app's content; a second is 409 with the open one; its code stays the app's", async () => {
    const own = await call(routes.app.GET, `/api/developers/apps/${appIds.a}`, {
      cookie: cookies.a,
      id: String(appIds.a),
    });
    expect(own.status).toBe(200);
    const app = own.json as unknown as TOwnApp;
    expect(app.openDraftId).toBeNull();

    const opened = await createDraft(cookies.a, { appId: appIds.a, content: { title: "新しい見出し" } });
    expect(opened.status).toBe(201);
    const draft = opened.json as unknown as TDraftApp;
    expect(draft).toMatchObject({ appId: appIds.a, code: app.code, name: app.content.name });
    expect(draft.content).toEqual({ ...app.content, title: "新しい見出し" });

    const again = await createDraft(cookies.a, { appId: appIds.a });
    expect(again.status).toBe(409);
    expect(again.json.error?.details?.current).toEqual(draft);

    const recode = await patchDraft(cookies.a, draft.id, { version: 1, content: { code: "another-code" } });
    expect(recode.status).toBe(422);
    expect(Object.keys(recode.json.error?.items ?? {})).toEqual(["code"]);

    const viaApp = await call(routes.experimentalApp.PATCH, `/api/developers/experimental/apps/${appIds.a}`, {
      method: "PATCH",
      cookie: cookies.a,
      id: String(appIds.a),
      json: { version: 1, content: { description: "アプリの経路から" } },
    });
    expect(viaApp.status).toBe(200);
    expect(viaApp.json).toMatchObject({ id: draft.id, version: 2, content: { description: "アプリの経路から" } });

    const list = (await call(routes.apps.GET, "/api/developers/apps", { cookie: cookies.a })).json as TOwnAppList;
    expect(list.apps.find((a) => a.id === appIds.a)).toMatchObject({
      openDraftId: draft.id,
      changeRequestStatus: "in_draft",
    });
    const contents = await call(routes.experimentalApps.GET, "/api/developers/experimental/apps", {
      cookie: cookies.a,
    });
    expect((contents.json as unknown as TOwnApp[]).map((a) => a.id)).toEqual([appIds.a]);
  });

  it("PATCH /experimental/apps/{id} opens the draft itself when the app has none", async () => {
    const answer = await call(routes.experimentalApp.PATCH, `/api/developers/experimental/apps/${appIds.b}`, {
      method: "PATCH",
      cookie: cookies.b,
      id: String(appIds.b),
      json: { content: { title: "ビーの見出し" } },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ appId: appIds.b, version: 1, content: { title: "ビーの見出し" } });
  });
});

describe("another provider's ids", () => {
  it("are 404 on every route, and so are ids no row can have", async () => {
    const ownDraft = (await createDraft(cookies.a, { content: submittable() })).json as unknown as TDraftApp;
    const draftId = String(ownDraft.id);
    const appId = String(appIds.a);
    const b = cookies.b;
    const answers = [
      await getDraft(b, draftId),
      await patchDraft(b, draftId, { version: 1, content: { title: "乗っ取り" } }),
      await moveDraft(b, draftId, { action: "submit", version: 1 }),
      await call(routes.app.GET, `/api/developers/apps/${appId}`, { cookie: b, id: appId }),
      await call(routes.experimentalApp.GET, `/api/developers/experimental/apps/${appId}`, { cookie: b, id: appId }),
      await call(routes.experimentalApp.PATCH, `/api/developers/experimental/apps/${appId}`, {
        method: "PATCH",
        cookie: b,
        id: appId,
        json: { content: { title: "乗っ取り" } },
      }),
      await createDraft(b, { appId: appIds.a }),
      ...(await Promise.all(["0", "abc", "99999999999", "-1", "1.5"].map((id) => getDraft(b, id)))),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
    expect((await getDraft(cookies.a, draftId)).json).toEqual(ownDraft);
  });
});

describe("the notification address", () => {
  const LIST = "a@x.jp, b@x.jp,\r\nBcc: c@x.jp";
  const MESSAGE =
    "メールアドレスを1件だけ入力してください（例: info@example.co.jp）。複数の宛先、名前付きの宛先、改行は使えません。";

  it("is one address on every save: a list with a header after CRLF is refused at the field, also after a withdraw", async () => {
    const created = await createDraft(cookies.a, { content: submittable(), notificationEmail: LIST });
    expect(created.status).toBe(422);
    expect(created.json.error?.items?.notificationEmail).toEqual([MESSAGE]);

    const draft = (await createDraft(cookies.a, { content: submittable(), notificationEmail: " notify@a.example " }))
      .json as unknown as TDraftApp;
    expect(draft.notificationEmail).toBe("notify@a.example");
    expect((await moveDraft(cookies.a, draft.id, { action: "submit", version: 1 })).status).toBe(200);
    expect((await moveDraft(cookies.a, draft.id, { action: "withdraw", version: 2 })).status).toBe(200);
    for (const notificationEmail of [LIST, "Provider <a@x.jp>", "a@x.jp;b@x.jp", "a@x.jp\nBcc: c@x.jp"]) {
      const refused = await patchDraft(cookies.a, draft.id, { version: 3, notificationEmail }, "en-US");
      expect(refused.status).toBe(422);
      expect(refused.json.error?.items?.notificationEmail).toEqual([
        "Enter a single e-mail address (for example info@example.com). Lists, names in front of the address and line breaks are not accepted.",
      ]);
    }
    const kept = (await getDraft(cookies.a, draft.id)).json as unknown as TDraftApp;
    expect(kept).toMatchObject({ version: 3, notificationEmail: "notify@a.example" });
    expect(await work()).toBe(2);
    expect(smtp.delivered.map((mail) => mail.to)).toEqual([["notify@a.example"], ["notify@a.example"]]);
    // An empty field is no address (the provider's own is used), not a refused one.
    expect((await patchDraft(cookies.a, draft.id, { version: 3, notificationEmail: "" })).json).toMatchObject({
      notificationEmail: null,
    });
  });

  it("stored before addresses were checked, is passed over: the mail goes to the provider's own address", async () => {
    const draft = (await createDraft(cookies.b, { content: submittable() })).json as unknown as TDraftApp;
    await db.update(draftApps).set({ notificationEmail: LIST }).where(eq(draftApps.id, draft.id));
    await enqueueChangeRequestMail(db, { draftId: draft.id, status: "rejected", reason: "宛先の確認" });
    expect(await work()).toBe(1);
    expect(smtp.delivered.map((mail) => mail.to)).toEqual([["info-b@drafts.example"]]);
    expect(smtp.delivered[0]?.raw).not.toMatch(/^bcc:/im);
  });
});
