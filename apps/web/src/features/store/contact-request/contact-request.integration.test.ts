// Demo, inquiry and trial requests on the server (issue 13 item 1): the real route handlers, the job
// worker and its mails to a real SMTP server, the provider's lead list and CSV, on a real database.
import type { TDbHandle } from "@store/db/client";
import { contactRequests, jobs } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { seedDraftApp } from "@store/db/seed/drafts";
import { seedFailedJob } from "@store/db/seed/jobs";
import { createTestDb } from "@store/db/testing/test-db";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";
import { useTestDb } from "@/testing/test-db-module";
import { parseMail, startSmtp } from "../../../../../../test-support/smtp-server";

const STORE = "http://localhost:3995";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-contact-requests-0123");
vi.stubEnv("STORE_NAME", "Test Store");
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("TRUST_PROXY_HOPS", "1");
const { POST } = await import("@/app/api/apps/[code]/contact_requests/route");
const { POST: POST_TRIAL } = await import("@/app/api/apps/[code]/trial_requests/route");
const { GET: GET_LEADS } = await import("@/app/api/developers/leads/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { createMailer } = await import("@/server/jobs/mail");
const { sendContactRequestMail } = await import("./send-contact-request-mail");
const { contactRequestMailJob } = await import("./contact-request-jobs");
const { listFailedMails } = await import("@/features/console/failed-mails/server/list-failed-mails");

const FORM = {
  kind: "inquiry",
  company: "株式会社あさぎ",
  name: "浅葱 花子",
  email: "hanako@asagi.example",
  phone: "03-1234-5678",
  companySize: "medium",
  message: "Can it import our payroll data?",
};

let handle: TDbHandle;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const cookies = { a: "", b: "" };
let ipSequence = 0;

function post(code: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new NextRequest(new URL(`/api/apps/${code}/contact_requests`, STORE), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: STORE,
      "x-forwarded-for": `203.0.113.${++ipSequence % 250}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ code }) });
}

async function postJson(code: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await post(code, body, headers);
  return {
    status: response.status,
    body: (await response.json()) as { accepted?: boolean; error?: { items?: Record<string, string[]> } },
  };
}

function getLeads(cookie: string | null, format: string, language?: string) {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  if (language) headers.set("accept-language", language);
  return GET_LEADS(
    new NextRequest(new URL(`/api/developers/leads?format=${encodeURIComponent(format)}`, STORE), { headers }),
    {
      params: Promise.resolve({}),
    },
  );
}

const work = () =>
  runDueJobs(
    handle.db,
    jobHandlers([
      defineJob({
        ...contactRequestMailJob,
        handler: sendContactRequestMail({
          mailer: () =>
            createMailer({ smtpUrl: smtp.url, from: "Test Store <no-reply@store.test>", outboxDir: "/nonexistent" }),
        }),
      }),
    ]),
    { now: () => new Date(Date.now() + 5_000) },
  );

const storedFor = (email: string) => handle.db.select().from(contactRequests).where(eq(contactRequests.email, email));

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  smtp = await startSmtp();
  const db = handle.db;
  for (const [key, name, email] of [
    ["a", "提供会社エー", "leads@provider-a.example"],
    ["b", "提供会社ビー", "leads@provider-b.example"],
  ] as const) {
    const { provider, principal } = await seedProviderWithUser(db, { name, email });
    const base = { appProviderId: provider.id, integrationType: "install" as const };
    await seedApp(db, { ...base, code: `${key}-both`, name: `${key} Both`, primaryActionType: "demo_and_inquiry" });
    await seedApp(db, { ...base, code: `${key}-trial`, name: `${key} Trial`, primaryActionType: "trial" });
    const session = await openAccountSession(db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    cookies[key] = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
  }
  const [{ id: providerA } = { id: 0 }] = await db.query.appProviders.findMany({
    where: (p, { eq: is }) => is(p.name, "提供会社エー"),
  });
  await seedApp(db, {
    appProviderId: providerA,
    integrationType: "install",
    code: "a-own-url",
    name: "Own URL",
    primaryActionType: "inquiry",
    inquiryActionType: "url",
    inquiryUrl: "https://provider-a.example/contact",
  });
  await seedApp(db, {
    appProviderId: providerA,
    integrationType: "install",
    code: "a-none",
    name: "None",
    primaryActionType: "none",
  });
  await seedApp(db, {
    appProviderId: providerA,
    integrationType: "install",
    code: "a-draft",
    name: "Draft",
    status: "draft",
    primaryActionType: "inquiry",
  });
  await seedApp(db, {
    appProviderId: providerA,
    integrationType: "install",
    code: "a-ended",
    name: "Ended",
    status: "discontinued",
    primaryActionType: "inquiry",
  });
});

afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});

beforeEach(async () => {
  smtp.delivered.length = 0;
  await handle.db.delete(jobs);
});

describe("POST /api/apps/{code}/contact_requests", () => {
  it("stores the inquiry as a lead and mails the requester in their language and the provider", async () => {
    const accepted = await postJson("a-both", FORM, { "accept-language": "en-US,en;q=0.9" });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ accepted: true });
    const [stored] = await storedFor(FORM.email);
    expect(stored).toMatchObject({
      kind: "inquiry",
      company: FORM.company,
      companySize: "medium",
      tenantId: null,
      locale: "en-us",
    });

    expect(await work()).toBe(2);
    const byRecipient = Object.fromEntries(smtp.delivered.map((mail) => [mail.to[0], parseMail(mail.raw)]));
    const requester = byRecipient[FORM.email];
    expect(requester?.headers.subject).toBe("[Test Store] Your request about a Both: Ask a question");
    expect(requester?.text).toContain("Can it import our payroll data?");
    const provider = byRecipient["leads@provider-a.example"];
    expect(provider?.headers.subject).toBe("【Test Store】a Bothに新しいお問い合わせ（お問い合わせ）");
    expect(provider?.text).toContain("浅葱 花子");
    expect(provider?.text).toContain(`${STORE}/developers/leads`);
  });

  it("refuses each wrong field with its own message, stores nothing and mails nobody", async () => {
    const refused = await postJson(
      "a-both",
      { ...FORM, email: "not-an-address", company: "", phone: "call me", companySize: "huge" },
      { "accept-language": "en-US" },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error?.items).toEqual({
      company: ["is required."],
      email: ["is not a valid e-mail address."],
      phone: ["may contain only digits, spaces and + - ( )."],
      companySize: ["must be chosen."],
    });
    expect(await storedFor("not-an-address")).toHaveLength(0);
    const tooLong = await postJson("a-both", { ...FORM, name: "x".repeat(101) }, { "accept-language": "ja" });
    expect(tooLong.body.error?.items).toEqual({ name: ["は100文字以内で入力してください。"] });
    expect(await work()).toBe(0);
  });

  it("takes only a kind the app offers, never a trial without sign-in, and nothing for apps that take no requests here", async () => {
    // Each attempt from its own address: refused attempts count against an address's limit too.
    const email = (n: number) => `kinds-${n}@asagi.example`;
    expect((await postJson("a-trial", { ...FORM, email: email(1), kind: "demo" })).status).toBe(422);
    expect((await postJson("a-trial", { ...FORM, email: email(2), kind: "trial" })).status).toBe(422);
    expect((await postJson("a-own-url", { ...FORM, email: email(3) })).status).toBe(404);
    expect((await postJson("a-none", { ...FORM, email: email(4) })).status).toBe(422);
    expect((await postJson("a-draft", { ...FORM, email: email(5) })).status).toBe(404);
    expect((await postJson("no-such-app", { ...FORM, email: email(6) })).status).toBe(404);
    // A discontinued app keeps its page but takes no new requests.
    expect((await postJson("a-ended", { ...FORM, email: email(7) })).status).toBe(404);
    const stored = await handle.db.select({ email: contactRequests.email }).from(contactRequests);
    expect(stored.filter((row) => row.email.startsWith("kinds-"))).toHaveLength(0);
  });

  it("needs a signed-in user for a trial (SPEC §6)", async () => {
    const request = new NextRequest(new URL("/api/apps/a-trial/trial_requests", STORE), {
      method: "POST",
      headers: { "content-type": "application/json", origin: STORE },
      body: JSON.stringify({ ...FORM, kind: "trial", email: "trial@asagi.example" }),
    });
    const response = await POST_TRIAL(request, { params: Promise.resolve({ code: "a-trial" }) });
    expect(response.status).toBe(401);
    expect(await storedFor("trial@asagi.example")).toHaveLength(0);
  });

  it("lets one address send 5 requests an hour, then answers 429 as for document requests", async () => {
    const email = "often@asagi.example";
    for (let i = 0; i < 5; i++) expect((await post("a-both", { ...FORM, email })).status).toBe(202);
    const refused = await post("a-both", { ...FORM, email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await storedFor(email)).toHaveLength(5);
  });

  it("refuses a request without the store's Origin", async () => {
    const response = await post(
      "a-both",
      { ...FORM, email: "origin@asagi.example" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });
});

describe("GET /api/developers/leads", () => {
  it("shows a provider its own apps' leads only, and the CSV holds the same rows", async () => {
    await post("b-both", { ...FORM, kind: "demo", email: "to-b@asagi.example", company: 'B宛て, "株式会社"' });
    const a = (await (await getLeads(cookies.a, "json")).json()) as { leads: { email: string; appCode: string }[] };
    expect(a.leads.length).toBeGreaterThan(0);
    expect(a.leads.every((lead) => lead.appCode.startsWith("a-"))).toBe(true);
    const b = (await (await getLeads(cookies.b, "json")).json()) as { leads: { email: string; appCode: string }[] };
    expect(b.leads.map((lead) => lead.email)).toEqual(["to-b@asagi.example"]);

    const csv = await getLeads(cookies.b, "csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await csv.arrayBuffer());
    // Excel reads UTF-8 only with its byte-order mark.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("受付日時,アプリ,種類,会社名,氏名,メールアドレス,電話番号,従業員規模,内容");
    expect(lines).toHaveLength(2);
    // As on screen: Japan time, the app's name, the labels of the kind and the company size.
    const [lead] = b.leads as unknown as { createdAt: string }[];
    const japanTime = new Intl.DateTimeFormat("ja", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Tokyo",
    });
    expect(lines[1]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2},/);
    expect(lines[1]).toContain(
      `${japanTime.format(new Date(lead?.createdAt ?? 0))},b Both,デモの依頼,"B宛て, ""株式会社""",浅葱 花子,to-b@asagi.example,`,
    );
    const english = (await (await getLeads(cookies.b, "csv", "en-US")).text()).trimEnd().split("\r\n");
    expect(english[0]).toBe("Received,App,Type,Company,Name,E-mail,Phone,Company size,Message");
    expect(english[1]).toContain(',b Both,Request a demo,"B宛て, ""株式会社""",');
  });

  it("answers 400 with the store's error body to any format but json and csv, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("JSON", "Csv", "xml", "csv ", "", "json,csv")),
        async (format) => {
          fc.pre(format !== "json" && format !== "csv");
          const response = await getLeads(cookies.a, format);
          expect(response.status).toBe(400);
          expect(((await response.json()) as { error?: { code?: string } }).error?.code).toBe("BAD_REQUEST");
        },
      ),
      { numRuns: 200 },
    );
  });

  it("answers 401 to a caller who is not a provider user", async () => {
    expect((await getLeads(null, "csv")).status).toBe(401);
  });
});

describe("a request's mail that ran out of attempts", () => {
  it("is listed on the failed-mail page with whom it was for", async () => {
    const email = "bounced@asagi.example";
    expect((await post("a-both", { ...FORM, email })).status).toBe(202);
    const [request] = await storedFor(email);
    const ids: Record<string, number> = {};
    for (const recipient of ["requester", "provider"] as const) {
      const job = await seedFailedJob(handle.db, {
        kind: contactRequestMailJob.kind,
        payload: { contactRequestId: request?.id ?? 0, recipient },
        idempotencyKey: `failed-contact-${recipient}`,
        lastError: "550 mailbox unavailable",
      });
      ids[recipient] = job.id;
    }
    const listed = await listFailedMails(handle.db);
    expect(listed.find((mail) => mail.id === ids.requester)).toMatchObject({
      kind: "contactRequestMail",
      recipient: email,
    });
    expect(listed.find((mail) => mail.id === ids.provider)).toMatchObject({ recipient: "leads@provider-a.example" });
  });
});

describe("whom a lead's mail goes to", () => {
  const PROVIDER = "leads@provider-b.example";
  const PUBLISHED = "published@provider-b.example";
  const NEVER_SUBMITTED = "collector@elsewhere.example";
  const OLD_LIST = "a@x.jp, b@x.jp,\r\nBcc: c@x.jp";

  /** An app of provider B with approved change requests naming `published` (oldest first) and an open draft naming `open`. */
  async function appWith(code: string, input: { published: (string | null)[]; open: string | null }) {
    const [provider] = await handle.db.query.appProviders.findMany({ where: (p, { eq: is }) => is(p.email, PROVIDER) });
    const appProviderId = provider?.id ?? 0;
    const app = await seedApp(handle.db, {
      appProviderId,
      integrationType: "install",
      code,
      name: `Lead ${code}`,
      primaryActionType: "inquiry",
    });
    const { content } = app;
    for (const [i, notificationEmail] of input.published.entries()) {
      await seedDraftApp(handle.db, {
        appId: app.id,
        appProviderId,
        content,
        notificationEmail,
        merged: true,
        changeRequestStatus: "approved",
        reviewedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    await seedDraftApp(handle.db, { appId: app.id, appProviderId, content, notificationEmail: input.open });
  }

  async function providerMailOf(code: string): Promise<string[]> {
    const email = `visitor-${code}@asagi.example`;
    expect((await post(code, { ...FORM, email })).status).toBe(202);
    expect(await work()).toBe(2);
    return smtp.delivered.filter((mail) => !mail.to.includes(email)).flatMap((mail) => mail.to);
  }

  it("goes to the address of the app as published, never to what an unsubmitted draft says", async () => {
    await appWith("b-lead-published", { published: [null, PUBLISHED], open: NEVER_SUBMITTED });
    expect(await providerMailOf("b-lead-published")).toEqual([PUBLISHED]);
  });

  it("goes to the provider's own address while no approved change request named one", async () => {
    await appWith("b-lead-draft-only", { published: [], open: NEVER_SUBMITTED });
    expect(await providerMailOf("b-lead-draft-only")).toEqual([PROVIDER]);
  });

  it("passes over a list stored before addresses were checked, and mails the provider's own address", async () => {
    await appWith("b-lead-old-list", { published: [PUBLISHED, OLD_LIST], open: null });
    const delivered = await providerMailOf("b-lead-old-list");
    expect(delivered).toEqual([PROVIDER]);
    const raw = smtp.delivered.find((mail) => mail.to.includes(PROVIDER))?.raw ?? "";
    expect(raw).not.toMatch(/^bcc:/im);
  });
});
