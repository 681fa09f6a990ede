// The operator console's providers through the real route handlers, on a real database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), with the invitation mails delivered by the job worker
// to a real SMTP server started here: create a provider with its first user, suspend and
// reactivate a user, resend an invitation; each leaves its audit row.
import type { TDb, TDbHandle } from "@store/db/client";
import { listAuditEvents } from "@store/db/queries/audit-events";
import { appProviders, jobs } from "@store/db/schema/index";
import { hashPassword, seedOperator } from "@store/db/seed/accounts";
import { seedProvider, seedProviderUser } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import type { TAuditAction } from "@store/domain/schemas/audit-event";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { parseMail, startSmtp } from "../../../../../../../test-support/smtp-server";

const STORE = "http://localhost:3994";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("STORE_NAME", "Test Store");
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("TRUST_PROXY_HOPS", "1");
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { createMailer } = await import("@/server/jobs/mail");
const { ACCOUNT_SESSION_COOKIE, readAccountPrincipal } = await import("@/server/account-session");
const { invitationMailJob } = await import("@/features/platform/accounts/server/accounts-jobs");
const { sendAccountMail } = await import("@/features/platform/accounts/server/send-account-mail");
const { listAppProviders } = await import("./list-app-providers");
const { getAppProviderConsole } = await import("./get-app-provider-console");
const routes = {
  opsSignIn: (await import("@/app/api/ops/auth/sign_in/route")).POST,
  signIn: (await import("@/app/api/developers/auth/sign_in/route")).POST,
  accept: (await import("@/app/api/developers/auth/invitation/route")).POST,
  createProvider: (await import("@/app/api/ops/providers/route")).POST,
  invite: (await import("@/app/api/ops/provider_user_invitations/route")).POST,
  suspend: (await import("@/app/api/ops/provider_users/[id]/suspension/route")).POST,
  reactivate: (await import("@/app/api/ops/provider_users/[id]/suspension/route")).DELETE,
  resend: (await import("@/app/api/ops/provider_users/[id]/invitation/route")).POST,
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const PASSWORD = "console passphrase 2026";

let handle: TDbHandle;
let db: TDb;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let opsCookie: string;
let operatorId: number;
let serial = 0;

const testMailer = () =>
  createMailer({ smtpUrl: smtp.url, from: "Test Store <no-reply@store.test>", outboxDir: "/nonexistent" });
const work = () =>
  runDueJobs(
    db,
    jobHandlers([defineJob({ ...invitationMailJob, handler: sendAccountMail("invitation", { mailer: testMailer }) })]),
    { now: () => new Date(Date.now() + 5_000) },
  );

function uniqueEmail(label: string): string {
  serial += 1;
  return `${label}${serial}@ops-providers.test.example`;
}

async function send(
  handler: THandler,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: STORE,
    "x-forwarded-for": `198.51.100.${serial % 250}`,
    "accept-language": "en-us",
    "user-agent": "IntegrationTest/1.0",
  };
  if (init.cookie) headers.cookie = init.cookie;
  const request = new NextRequest(new URL(path, STORE), {
    method: init.method ?? "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
    setCookies: response.headers.getSetCookie(),
  };
}

function cookieOf(setCookies: string[], name: string): string {
  const found = setCookies.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${setCookies.join(" | ")}`);
  return found.split(";")[0] ?? "";
}

function cookieReader(pair: string) {
  const [name, value] = pair.split("=");
  return { get: (wanted: string) => (wanted === name && value ? { value } : undefined) };
}

/** The invitation token of the one mail delivered to `to` since the SMTP log was cleared. */
function invitationTokenTo(to: string): string {
  const found = smtp.delivered.filter((mail) => mail.to.includes(to));
  expect(found, `mails to ${to}`).toHaveLength(1);
  const text = parseMail(found[0]?.raw ?? "").text;
  expect(text).toContain(`${STORE}/developers/auth/invitation/accept?invitation_token=`);
  const token = /[?&]invitation_token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation token in:\n${text}`);
  return token;
}

const accept = (invitationToken: string) =>
  send(routes.accept, "/api/developers/auth/invitation", {
    body: { invitationToken, password: PASSWORD, passwordConfirmation: PASSWORD },
  });

const signIn = (email: string) =>
  send(routes.signIn, "/api/developers/auth/sign_in", { body: { email, password: PASSWORD } });

/** The audit rows of one subject, oldest first, as action names. */
async function auditActions(subjectType: "provider" | "providerUser", subjectId: number): Promise<TAuditAction[]> {
  const { events } = await listAuditEvents(db, { subjectType, subjectId: String(subjectId) });
  return events.map((event) => event.action).reverse();
}

async function activeUser(appProviderId: number) {
  const email = uniqueEmail("active");
  const user = await seedProviderUser(db, {
    appProviderId,
    email,
    firstName: "Mio",
    lastName: "Sakaki",
    passwordHash: await hashPassword(PASSWORD),
  });
  return { id: user.id, email };
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  smtp = await startSmtp();
  const opsEmail = "console@ops-providers.test.example";
  operatorId = (await seedOperator(db, { name: "運営 太郎", email: opsEmail, password: PASSWORD })).id;
  const signedIn = await send(routes.opsSignIn, "/api/ops/auth/sign_in", {
    body: { email: opsEmail, password: PASSWORD },
  });
  opsCookie = cookieOf(signedIn.setCookies, ACCOUNT_SESSION_COOKIE.operator);
});

afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});

beforeEach(async () => {
  smtp.delivered.length = 0;
  await db.delete(jobs);
});

describe("creating a provider", () => {
  it("creates the provider and invites its first user in one request; the invitee accepts and signs in", async () => {
    const email = uniqueEmail("first");
    const created = await send(routes.createProvider, "/api/ops/providers", {
      cookie: opsCookie,
      body: {
        name: "  Hoshizora Payroll  ",
        email: "contact@hoshizora.test.example",
        url: "https://hoshizora.test.example/",
        firstUser: { firstName: "Ren", lastName: "Hoshino", email },
        locale: "en-us",
      },
    });
    expect(created.status).toBe(201);
    const { id, providerUserId } = created.json as { id: number; providerUserId: number };

    expect(await work()).toBe(1);
    const token = invitationTokenTo(email);
    const found = smtp.delivered.find((mail) => mail.to.includes(email));
    expect(parseMail(found?.raw ?? "").text).toContain("Dear Ren Hoshino,");

    const listed = await listAppProviders(db, { q: "hoshizora" });
    expect(listed.providers).toEqual([
      { id, name: "Hoshizora Payroll", email: "contact@hoshizora.test.example", userCount: 1, appCount: 0 },
    ]);
    expect((await getAppProviderConsole(db, id))?.users).toMatchObject([
      { id: providerUserId, email, state: "invited" },
    ]);
    expect(await auditActions("provider", id)).toEqual(["provider.create"]);
    expect(await auditActions("providerUser", providerUserId)).toEqual(["providerUser.invite"]);
    const { events } = await listAuditEvents(db, { subjectType: "provider", subjectId: String(id) });
    expect(events[0]).toMatchObject({ operatorId, after: { name: "Hoshizora Payroll", description: "" } });

    expect((await accept(token)).status).toBe(200);
    expect((await signIn(email)).status).toBe(200);
    expect((await getAppProviderConsole(db, id))?.users).toMatchObject([{ id: providerUserId, state: "active" }]);
  });

  it("creates nothing when the first user cannot be invited, and says which fields are wrong", async () => {
    const other = await seedProvider(db, { name: "Elsewhere Inc.", email: "info@elsewhere.test.example" });
    const taken = await activeUser(other.id);
    const before = await db.select({ id: appProviders.id }).from(appProviders);
    const refused = await send(routes.createProvider, "/api/ops/providers", {
      cookie: opsCookie,
      body: {
        name: "Duplicate Person KK",
        email: "contact@duplicate.test.example",
        firstUser: { firstName: "Mio", lastName: "Sakaki", email: taken.email },
        locale: "ja",
      },
    });
    expect(refused.status).toBe(409);
    expect(await db.select({ id: appProviders.id }).from(appProviders)).toEqual(before);
    expect(await work()).toBe(0);

    const invalid = await send(routes.createProvider, "/api/ops/providers", {
      cookie: opsCookie,
      body: {
        name: "",
        email: "not-an-address",
        url: "ftp://x",
        firstUser: { firstName: "", lastName: "B", email: "x" },
        locale: "ja",
      },
    });
    expect(invalid.status).toBe(422);
    const items = (invalid.json?.error as { items?: Record<string, string[]> } | undefined)?.items ?? {};
    expect(Object.keys(items).sort()).toEqual(["email", "firstUser.email", "firstUser.firstName", "name", "url"]);
    expect(items.url).toEqual(["Enter a web address (https://…)."]);
  });

  it("refuses a developer session and no session", async () => {
    const provider = await seedProvider(db, { name: "Refusal Co.", email: "info@refusal.test.example" });
    const user = await activeUser(provider.id);
    const developer = cookieOf((await signIn(user.email)).setCookies, ACCOUNT_SESSION_COOKIE.providerUser);
    const body = {
      name: "Nope",
      email: "a@b.example",
      firstUser: { firstName: "A", lastName: "B", email: "c@d.example" },
      locale: "ja",
    };
    for (const cookie of [undefined, developer]) {
      expect((await send(routes.createProvider, "/api/ops/providers", { cookie, body })).status).toBe(401);
    }
  });
});

describe("a provider's users", () => {
  it("records the invitation of one more user through the accounts issue's endpoint", async () => {
    const provider = await seedProvider(db, { name: "Invite More KK", email: "info@more.test.example" });
    const email = uniqueEmail("more");
    const invited = await send(routes.invite, "/api/ops/provider_user_invitations", {
      cookie: opsCookie,
      body: { appProviderId: provider.id, email, firstName: "Yui", lastName: "Aoki", locale: "ja" },
    });
    expect(invited.status).toBe(202);
    const providerUserId = (invited.json as { providerUserId: number }).providerUserId;
    expect(await auditActions("providerUser", providerUserId)).toEqual(["providerUser.invite"]);
    expect(await work()).toBe(1);
    invitationTokenTo(email);
  });

  it("suspending ends the user's sessions at once and refuses their sign-in; reactivating lets them in again", async () => {
    const provider = await seedProvider(db, { name: "Suspension KK", email: "info@suspension.test.example" });
    const user = await activeUser(provider.id);
    const session = cookieOf((await signIn(user.email)).setCookies, ACCOUNT_SESSION_COOKIE.providerUser);
    expect(await readAccountPrincipal(db, "providerUser", cookieReader(session))).toMatchObject({ email: user.email });
    const at = { cookie: opsCookie, params: { id: String(user.id) } };
    const path = `/api/ops/provider_users/${user.id}/suspension`;

    const suspended = await send(routes.suspend, path, at);
    expect(suspended).toMatchObject({ status: 200, json: { id: user.id, state: "suspended" } });
    expect(await readAccountPrincipal(db, "providerUser", cookieReader(session))).toBeNull();
    const refused = await signIn(user.email);
    expect(refused.status).toBe(403);
    const again = await send(routes.suspend, path, at);
    expect(again.status).toBe(409);
    expect(again.json?.error).toMatchObject({
      message: "This user is suspended.",
      details: { current: { state: "suspended" } },
    });

    const reactivated = await send(routes.reactivate, path, { ...at, method: "DELETE" });
    expect(reactivated).toMatchObject({ status: 200, json: { id: user.id, state: "active" } });
    // The old session stays ended; a new sign-in works.
    expect(await readAccountPrincipal(db, "providerUser", cookieReader(session))).toBeNull();
    expect((await signIn(user.email)).status).toBe(200);
    expect((await send(routes.reactivate, path, { ...at, method: "DELETE" })).status).toBe(409);

    expect(await auditActions("providerUser", user.id)).toEqual(["providerUser.suspend", "providerUser.reactivate"]);
    const { events } = await listAuditEvents(db, { subjectType: "providerUser", subjectId: String(user.id) });
    expect(events.map((event) => [event.before, event.after])).toEqual([
      [{ state: "suspended", suspendedAt: expect.any(String) }, { state: "active" }],
      [{ state: "active" }, { state: "suspended", suspendedAt: expect.any(String) }],
    ]);
  });

  it("answers 404 for a user that does not exist or an id no row can have", async () => {
    for (const id of ["999999", "0", "abc", "99999999999"]) {
      const answer = await send(routes.suspend, `/api/ops/provider_users/${id}/suspension`, {
        cookie: opsCookie,
        params: { id },
      });
      expect(answer.status, id).toBe(404);
    }
  });

  it("resending an invitation mails a new link and ends the old one; only for people who have not accepted", async () => {
    const provider = await seedProvider(db, { name: "Resend KK", email: "info@resend.test.example" });
    const email = uniqueEmail("resend");
    const invited = await send(routes.invite, "/api/ops/provider_user_invitations", {
      cookie: opsCookie,
      body: { appProviderId: provider.id, email, firstName: "Sora", lastName: "Ueda", locale: "ja" },
    });
    const providerUserId = (invited.json as { providerUserId: number }).providerUserId;
    await work();
    const oldToken = invitationTokenTo(email);
    smtp.delivered.length = 0;

    const path = `/api/ops/provider_users/${providerUserId}/invitation`;
    const at = { cookie: opsCookie, params: { id: String(providerUserId) } };
    const resent = await send(routes.resend, path, { ...at, body: { locale: "en-us" } });
    expect(resent).toMatchObject({ status: 202, json: { id: providerUserId, state: "invited" } });
    expect(await work()).toBe(1);
    const newToken = invitationTokenTo(email);
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken)).status).toBe(404);
    expect((await accept(newToken)).status).toBe(200);

    const afterAccepting = await send(routes.resend, path, { ...at, body: { locale: "ja" } });
    expect(afterAccepting.status).toBe(409);
    expect(await auditActions("providerUser", providerUserId)).toEqual([
      "providerUser.invite",
      "providerUser.resendInvitation",
    ]);
    expect(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "pending"))).toEqual([]);
  });
});
