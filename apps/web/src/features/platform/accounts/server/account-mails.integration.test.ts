// Invitations and password resets end to end on the server: the real route handlers, the job
// worker and the mail it delivers to a real SMTP server started here, on a real database (PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set). Also the cookies the account routes set and clear.
import type { TDb, TDbHandle } from "@store/db/client";
import { accountTokens, jobs, providerUsers } from "@store/db/schema/index";
import { hashPassword, seedOperator } from "@store/db/seed/accounts";
import { seedProvider, seedProviderUser } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { AppError } from "@store/domain/errors";
import type { TAccountAudience } from "@store/domain/principals";
import { desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { parseMail, startSmtp } from "../../../../../../../test-support/smtp-server";

const STORE = "http://localhost:3993";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("STORE_NAME", "Test Store");
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("TRUST_PROXY_HOPS", "1");
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { createMailer } = await import("@/server/jobs/mail");
const { ACCOUNT_SESSION_COOKIE, readAccountPrincipal } = await import("@/server/account-session");
const { invitationMailJob, passwordResetMailJob } = await import("./accounts-jobs");
const { sendAccountMail } = await import("./send-account-mail");
const { inviteProviderUser } = await import("./invite-provider-user");
const { acceptInvitation } = await import("./accept-invitation");
const { resetPassword } = await import("./reset-password");
const { checkAccountToken } = await import("./check-account-token");
const routes = {
  signIn: (await import("@/app/api/developers/auth/sign_in/route")).POST,
  signOut: (await import("@/app/api/developers/auth/sign_out/route")).POST,
  invitation: (await import("@/app/api/developers/auth/invitation/route")).POST,
  password: (await import("@/app/api/developers/auth/password/route")).POST,
  passwordEdit: (await import("@/app/api/developers/auth/password/edit/route")).PUT,
  opsSignIn: (await import("@/app/api/ops/auth/sign_in/route")).POST,
  opsPassword: (await import("@/app/api/ops/auth/password/route")).POST,
  opsPasswordEdit: (await import("@/app/api/ops/auth/password/edit/route")).PUT,
  opsInvite: (await import("@/app/api/ops/provider_user_invitations/route")).POST,
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const PASSWORD = "first passphrase 2026";
const NEW_PASSWORD = "second passphrase 2026";

let handle: TDbHandle;
let db: TDb;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let providerId: number;
let otherProviderId: number;
let passwordHash: string;
let serial = 0;

const testMailer = () =>
  createMailer({ smtpUrl: smtp.url, from: "Test Store <no-reply@store.test>", outboxDir: "/nonexistent" });
const handlers = () =>
  jobHandlers([
    defineJob({ ...invitationMailJob, handler: sendAccountMail("invitation", { mailer: testMailer }) }),
    defineJob({ ...passwordResetMailJob, handler: sendAccountMail("password_reset", { mailer: testMailer }) }),
  ]);
/** Runs the queued mail jobs, a little ahead of the database's clock so they are due. */
const work = () => runDueJobs(db, handlers(), { now: () => new Date(Date.now() + 5_000) });

function uniqueEmail(label: string): string {
  serial += 1;
  return `${label}${serial}@accounts.test.example`;
}

/** A request as the browser sends it: JSON, this site's Origin, one proxy's address, a language. */
async function send(
  handler: THandler,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; language?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: STORE,
    "x-forwarded-for": init.ip ?? `198.51.100.${serial % 250}`,
    "accept-language": init.language ?? "ja",
    "user-agent": "IntegrationTest/1.0",
  };
  if (init.cookie) headers.cookie = init.cookie;
  const request = new NextRequest(new URL(path, STORE), {
    method: init.method ?? "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
    setCookies: response.headers.getSetCookie(),
  };
}

/** The error body of an answer, or an empty one. */
function errorOf(answer: { json: Record<string, unknown> | null }) {
  return (answer.json?.error ?? {}) as { message?: string; items?: Record<string, string[]> };
}

/** The `name=value` pair of a Set-Cookie header of `name`, for the next request. */
function cookiePair(setCookies: string[], audience: TAccountAudience): string {
  const name = ACCOUNT_SESSION_COOKIE[audience];
  const found = setCookies.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${setCookies.join(" | ")}`);
  return found.split(";")[0] ?? "";
}

function cookieReader(pair: string) {
  const [name, value] = pair.split("=");
  return { get: (wanted: string) => (wanted === name && value ? { value } : undefined) };
}

/** The one mail delivered to `to` since the last reset of the SMTP log, decoded. */
function mailTo(to: string) {
  const found = smtp.delivered.filter((mail) => mail.to.includes(to));
  expect(found, `mails to ${to}`).toHaveLength(1);
  return parseMail(found[0]?.raw ?? "");
}

function tokenIn(text: string, param: "invitation_token" | "reset_password_token"): string {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${param} in:\n${text}`);
  return match[1];
}

async function invite(email: string, locale: "ja" | "en-us" = "ja") {
  const invited = await inviteProviderUser(db, {
    appProviderId: providerId,
    email,
    firstName: "Aoi",
    lastName: "Kinoshita",
    locale,
  });
  expect(await work()).toBe(1);
  return { ...invited, token: tokenIn(mailTo(email).text, "invitation_token") };
}

async function seedUser(email: string) {
  return seedProviderUser(db, { appProviderId: providerId, email, firstName: "葵", lastName: "木下", passwordHash });
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  smtp = await startSmtp();
  passwordHash = await hashPassword(PASSWORD);
  providerId = (await seedProvider(db, { name: "Komorebi Accounting", email: "info@komorebi.test.example" })).id;
  otherProviderId = (await seedProvider(db, { name: "Tokiwa Time", email: "info@tokiwa.test.example" })).id;
});

afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});

beforeEach(async () => {
  smtp.delivered.length = 0;
  await db.delete(jobs);
});

describe("invitation", () => {
  it("mails the invited person a link in their language; accepting it sets the password and signs them in", async () => {
    const email = uniqueEmail("invited");
    const invited = await invite(email, "en-us");
    expect(invited.newUser).toBe(true);
    const mail = mailTo(email);
    expect(mail.headers.subject).toBe("[Test Store] Your invitation to the developer account of Komorebi Accounting");
    expect(mail.text).toContain("Dear Aoi Kinoshita,");
    // The link names the mail's language: the page opens in it, whatever the browser's (issue 31).
    expect(mail.text).toContain(
      `${STORE}/developers/auth/invitation/accept?invitation_token=${invited.token}&lang=en-us`,
    );
    expect(mail.text).toContain("The link works once, for 7 days.");
    // Only the hash is stored: the token itself is nowhere in the database or the job.
    const stored = await db.select().from(accountTokens).where(eq(accountTokens.id, invited.tokenId));
    expect(JSON.stringify(stored)).not.toContain(invited.token);
    expect(
      await checkAccountToken(db, { audience: "providerUser", purpose: "invitation", token: invited.token }),
    ).toEqual({ state: "live", email });

    // A password the policy refuses: said per field in the viewer's language, and the link still works.
    const refused = await send(routes.invitation, "/api/developers/auth/invitation", {
      body: { invitationToken: invited.token, password: email, passwordConfirmation: "different" },
    });
    expect(refused.status).toBe(422);
    expect(refused.json?.error).toMatchObject({
      message: "パスワードが条件を満たしていません。",
      items: {
        password: ["メールアドレスと同じパスワードは使えません。"],
        passwordConfirmation: ["確認用のパスワードが一致しません。"],
      },
    });

    const accepted = await send(routes.invitation, "/api/developers/auth/invitation", {
      body: { invitationToken: invited.token, password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ signedIn: true, home: "/developers" });
    const cookie = cookiePair(accepted.setCookies, "providerUser");
    expect(accepted.setCookies[0]).toMatch(/HttpOnly/i);
    expect(accepted.setCookies[0]).toMatch(/SameSite=lax/i);
    expect(accepted.setCookies[0]).toMatch(/Path=\//);
    expect(await readAccountPrincipal(db, "providerUser", cookieReader(cookie))).toMatchObject({
      providerUserId: invited.providerUserId,
      email,
    });

    // The link works once.
    const again = await send(routes.invitation, "/api/developers/auth/invitation", {
      body: { invitationToken: invited.token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      language: "en-us",
    });
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe(
      "This invitation link has already been used. Sign in with the password you set; if you forgot it, you can reset it.",
    );
    const signIn = await send(routes.signIn, "/api/developers/auth/sign_in", { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
  });

  it("says an expired invitation has expired and how to get a new one", async () => {
    const email = uniqueEmail("late");
    const invited = await invite(email);
    const eightDaysLater = new Date(Date.now() + 8 * 24 * 3600_000);
    const body = { invitationToken: invited.token, password: PASSWORD, passwordConfirmation: PASSWORD };
    const error = await acceptInvitation(
      db,
      { audience: "providerUser", body, client: { userAgent: "t", ipAddress: null }, locale: "ja" },
      eightDaysLater,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).userMessage?.key).toBe("accounts.errors.invitationExpired");

    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.id, invited.tokenId));
    const answer = await send(routes.invitation, "/api/developers/auth/invitation", { body });
    expect(answer.status).toBe(404);
    expect(errorOf(answer).message).toBe(
      "この招待リンクは有効期限（7日間）が切れています。招待した担当者またはストア運営者に、もう一度招待を依頼してください。",
    );
    expect(
      await checkAccountToken(db, { audience: "providerUser", purpose: "invitation", token: invited.token }),
    ).toEqual({ state: "expired", email: null });
  });

  it("inviting again mails a new link and ends the old one; a retried mail job does the same", async () => {
    const email = uniqueEmail("again");
    const first = await invite(email);
    smtp.delivered.length = 0;
    const second = await invite(email);
    expect(second).toMatchObject({ providerUserId: first.providerUserId, newUser: false });
    const state = (token: string) =>
      checkAccountToken(db, { audience: "providerUser", purpose: "invitation", token }).then((r) => r.state);
    expect(await state(first.token)).toBe("used");
    expect(await state(second.token)).toBe("live");

    // The job of the second invitation runs again (as after a lost completion): a new link, the last one ends.
    smtp.delivered.length = 0;
    const [job] = await db.select().from(jobs).orderBy(desc(jobs.id)).limit(1);
    if (!job) throw new Error("no job");
    await db
      .update(jobs)
      .set({ status: "pending", runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    expect(await work()).toBe(1);
    const third = tokenIn(mailTo(email).text, "invitation_token");
    expect(third).not.toBe(second.token);
    expect(await state(second.token)).toBe("unknown");
    expect(await state(third)).toBe("live");
  });

  it("refuses to invite an address that has an account, belongs to another provider, or an unknown provider", async () => {
    const member = uniqueEmail("member");
    await seedUser(member);
    const attempt = (input: { appProviderId: number; email: string }) =>
      inviteProviderUser(db, { ...input, firstName: "A", lastName: "B", locale: "ja" }).catch((e: unknown) => e);
    const refusedKey = async (input: { appProviderId: number; email: string }) => {
      const error = await attempt(input);
      expect(error).toBeInstanceOf(AppError);
      return [(error as AppError).code, (error as AppError).userMessage?.key];
    };
    expect(await refusedKey({ appProviderId: providerId, email: member.toUpperCase() })).toEqual([
      "CONFLICT",
      "accounts.errors.alreadyAccount",
    ]);
    expect(await refusedKey({ appProviderId: otherProviderId, email: member })).toEqual([
      "CONFLICT",
      "accounts.errors.invitedElsewhere",
    ]);
    expect(await refusedKey({ appProviderId: 999_999, email: uniqueEmail("nobody") })).toEqual([
      "NOT_FOUND",
      "accounts.errors.providerNotFound",
    ]);
    expect(await db.select().from(jobs)).toEqual([]);
  });
});

describe("password reset", () => {
  it("answers alike for any address, mails only an account, and the link works once and ends other sessions", async () => {
    const email = uniqueEmail("forgot");
    const user = await seedUser(email);
    const before = await send(routes.signIn, "/api/developers/auth/sign_in", { body: { email, password: PASSWORD } });
    const oldSession = cookiePair(before.setCookies, "providerUser");

    const known = await send(routes.password, "/api/developers/auth/password", {
      body: { email: email.toUpperCase() },
    });
    const unknown = await send(routes.password, "/api/developers/auth/password", {
      body: { email: uniqueEmail("nobody") },
    });
    expect(known).toEqual({ status: 202, json: { accepted: true }, setCookies: [] });
    expect(unknown).toEqual(known);
    expect(await work()).toBe(1);
    expect(smtp.delivered).toHaveLength(1);
    const mail = mailTo(email);
    expect(mail.headers.subject).toBe("【Test Store】パスワード再設定のご案内");
    expect(mail.text).toContain("木下 葵 様");
    expect(mail.text).toContain("このリンクは1時間有効で、一度だけ使えます。");
    const token = tokenIn(mail.text, "reset_password_token");
    expect(mail.text).toContain(`${STORE}/developers/auth/password/edit?reset_password_token=${token}`);

    const reset = await send(routes.passwordEdit, "/api/developers/auth/password/edit", {
      method: "PUT",
      body: { resetPasswordToken: token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const newSession = cookiePair(reset.setCookies, "providerUser");
    expect(await readAccountPrincipal(db, "providerUser", cookieReader(newSession))).toMatchObject({
      providerUserId: user.id,
    });
    expect(await readAccountPrincipal(db, "providerUser", cookieReader(oldSession))).toBeNull();

    const reused = await send(routes.passwordEdit, "/api/developers/auth/password/edit", {
      method: "PUT",
      body: {
        resetPasswordToken: token,
        password: "third passphrase 2026",
        passwordConfirmation: "third passphrase 2026",
      },
    });
    expect(reused.status).toBe(404);
    expect(errorOf(reused).message).toBe(
      "このパスワード再設定リンクはすでに使われています。必要な場合は、再設定メールをもう一度送ってください。",
    );
    const old = await send(routes.signIn, "/api/developers/auth/sign_in", { body: { email, password: PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await send(routes.signIn, "/api/developers/auth/sign_in", {
      body: { email, password: NEW_PASSWORD },
    });
    expect(fresh.status).toBe(200);
  });

  it("a link older than an hour has expired, and one for the other side is no link", async () => {
    const email = uniqueEmail("late");
    await seedUser(email);
    await send(routes.password, "/api/developers/auth/password", { body: { email }, language: "en-us" });
    await work();
    const mail = mailTo(email);
    expect(mail.headers.subject).toBe("[Test Store] Reset your password");
    // Issue 31: a name written in kanji keeps its family-first order in English too.
    expect(mail.text).toContain("Dear 木下 葵,");
    const token = tokenIn(mail.text, "reset_password_token");
    const body = { resetPasswordToken: token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    const client = { userAgent: "t", ipAddress: null };
    const late = await resetPassword(
      db,
      { audience: "providerUser", body, client, locale: "ja" },
      new Date(Date.now() + 3601_000),
    ).catch((e: unknown) => e);
    expect((late as AppError).userMessage?.key).toBe("accounts.errors.resetExpired");
    // The same token for the operator's side is no token at all.
    const wrongSide = await resetPassword(db, { audience: "operator", body, client, locale: "ja" }).catch((e) => e);
    expect((wrongSide as AppError).userMessage?.key).toBe("accounts.errors.resetUnknown");
  });

  it("mails a suspended account nothing, with the same answer", async () => {
    const email = uniqueEmail("suspended");
    const user = await seedUser(email);
    await db.update(providerUsers).set({ suspendedAt: new Date() }).where(eq(providerUsers.id, user.id));
    const answer = await send(routes.password, "/api/developers/auth/password", { body: { email } });
    expect(answer).toEqual({ status: 202, json: { accepted: true }, setCookies: [] });
    expect(await work()).toBe(0);
  });

  it("mails one address at most 3 times an hour, whether or not it has an account", async () => {
    for (const email of [uniqueEmail("often"), uniqueEmail("nobody")]) {
      if (email.startsWith("often")) await seedUser(email);
      for (let i = 0; i < 3; i++) {
        const answer = await send(routes.password, "/api/developers/auth/password", {
          body: { email },
          ip: `192.0.2.${i}`,
        });
        expect(answer.status).toBe(202);
      }
      const refused = await send(routes.password, "/api/developers/auth/password", {
        body: { email },
        ip: "192.0.2.9",
      });
      expect(refused.status).toBe(429);
    }
  });

  it("works for operators on their own side: their link, their cookie", async () => {
    const email = uniqueEmail("ops");
    await seedOperator(db, { name: "運営 花子", email, passwordHash });
    // The operator's address is unknown to the developer side: same answer, no mail.
    await send(routes.password, "/api/developers/auth/password", { body: { email } });
    expect(await work()).toBe(0);
    await send(routes.opsPassword, "/api/ops/auth/password", { body: { email } });
    expect(await work()).toBe(1);
    const mail = mailTo(email);
    expect(mail.text).toContain("運営 花子 様");
    const token = tokenIn(mail.text, "reset_password_token");
    expect(mail.text).toContain(`${STORE}/ops/auth/password/edit?reset_password_token=${token}`);
    const developerSide = await send(routes.passwordEdit, "/api/developers/auth/password/edit", {
      method: "PUT",
      body: { resetPasswordToken: token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(developerSide.status).toBe(404);
    const reset = await send(routes.opsPasswordEdit, "/api/ops/auth/password/edit", {
      method: "PUT",
      body: { resetPasswordToken: token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ signedIn: true, home: "/ops" });
    const cookie = cookiePair(reset.setCookies, "operator");
    expect(await readAccountPrincipal(db, "operator", cookieReader(cookie))).toMatchObject({ email });
  });
});

describe("account routes", () => {
  it("sign in says what is wrong in the viewer's language; sign out ends the session and clears the cookie", async () => {
    const email = uniqueEmail("routes");
    await seedUser(email);
    const wrong = await send(routes.signIn, "/api/developers/auth/sign_in", { body: { email, password: "nope" } });
    expect(wrong).toMatchObject({
      status: 401,
      json: { error: { message: "メールアドレスまたはパスワードが正しくありません。" } },
      setCookies: [],
    });
    const empty = await send(routes.signIn, "/api/developers/auth/sign_in", {
      body: { email: "", password: "" },
      language: "en-us",
    });
    expect(empty.status).toBe(422);
    expect(errorOf(empty).items).toEqual({
      email: ["Enter your e-mail address."],
      password: ["Enter your password."],
    });
    // Five wrong passwords lock nothing: the owner's right one still signs in.
    for (let i = 0; i < 4; i++) {
      await send(routes.signIn, "/api/developers/auth/sign_in", { body: { email, password: `nope-${i}` } });
    }
    const owner = await send(routes.signIn, "/api/developers/auth/sign_in", { body: { email, password: PASSWORD } });
    expect(owner.status).toBe(200);

    const other = uniqueEmail("routes");
    await seedUser(other);
    const signedIn = await send(routes.signIn, "/api/developers/auth/sign_in", {
      body: { email: other, password: PASSWORD },
    });
    const cookie = cookiePair(signedIn.setCookies, "providerUser");
    const out = await send(routes.signOut, "/api/developers/auth/sign_out", { cookie });
    expect(out.status).toBe(204);
    expect(out.setCookies[0]).toMatch(new RegExp(`^${ACCOUNT_SESSION_COOKIE.providerUser}=;.*Max-Age=0`, "i"));
    expect(await readAccountPrincipal(db, "providerUser", cookieReader(cookie))).toBeNull();
    const crossSite = await send(routes.signOut, "/api/developers/auth/sign_out", { cookie });
    expect(crossSite.status).toBe(204);
  });

  it("the signed-in change needs the developer session: none, or the operator's, gets 401; refused without allowPasswordChange", async () => {
    const email = uniqueEmail("change");
    const user = await seedUser(email);
    const body = { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    const anonymous = await send(routes.passwordEdit, "/api/developers/auth/password/edit", { method: "PUT", body });
    expect(anonymous.status).toBe(401);

    const opsEmail = uniqueEmail("ops");
    await seedOperator(db, { name: "運営", email: opsEmail, passwordHash });
    const ops = await send(routes.opsSignIn, "/api/ops/auth/sign_in", {
      body: { email: opsEmail, password: PASSWORD },
    });
    const opsCookie = cookiePair(ops.setCookies, "operator");
    const asOperator = await send(routes.passwordEdit, "/api/developers/auth/password/edit", {
      method: "PUT",
      body,
      cookie: opsCookie,
    });
    expect(asOperator.status).toBe(401);
    // The operator's token under the developer cookie's name opens nothing either.
    const renamed = `${ACCOUNT_SESSION_COOKIE.providerUser}=${opsCookie.split("=")[1]}`;
    expect(
      (await send(routes.passwordEdit, "/api/developers/auth/password/edit", { method: "PUT", body, cookie: renamed }))
        .status,
    ).toBe(401);

    const signedIn = await send(routes.signIn, "/api/developers/auth/sign_in", { body: { email, password: PASSWORD } });
    const cookie = cookiePair(signedIn.setCookies, "providerUser");
    await db.update(providerUsers).set({ allowPasswordChange: false }).where(eq(providerUsers.id, user.id));
    const forbidden = await send(routes.passwordEdit, "/api/developers/auth/password/edit", {
      method: "PUT",
      body,
      cookie,
    });
    expect(forbidden.status).toBe(403);
    expect(errorOf(forbidden).message).toBe("このアカウントではパスワードを変更できません。");
    await db.update(providerUsers).set({ allowPasswordChange: true }).where(eq(providerUsers.id, user.id));
    const changed = await send(routes.passwordEdit, "/api/developers/auth/password/edit", {
      method: "PUT",
      body,
      cookie,
    });
    expect(changed.status).toBe(204);
    const withNew = await send(routes.signIn, "/api/developers/auth/sign_in", {
      body: { email, password: NEW_PASSWORD },
    });
    expect(withNew.status).toBe(200);
  });

  it("an operator invites a provider user; a developer session or none may not", async () => {
    const opsEmail = uniqueEmail("inviter");
    await seedOperator(db, { name: "運営", email: opsEmail, passwordHash });
    const ops = await send(routes.opsSignIn, "/api/ops/auth/sign_in", {
      body: { email: opsEmail, password: PASSWORD },
    });
    const opsCookie = cookiePair(ops.setCookies, "operator");
    const developer = uniqueEmail("developer");
    await seedUser(developer);
    const dev = await send(routes.signIn, "/api/developers/auth/sign_in", {
      body: { email: developer, password: PASSWORD },
    });
    const devCookie = cookiePair(dev.setCookies, "providerUser");

    const email = uniqueEmail("newcomer");
    const body = { appProviderId: providerId, email, firstName: "Riku", lastName: "Tokiwa", locale: "en-us" };
    for (const cookie of [undefined, devCookie]) {
      const refused = await send(routes.opsInvite, "/api/ops/provider_user_invitations", { body, cookie });
      expect(refused.status).toBe(401);
    }
    expect(await work()).toBe(0);
    const invited = await send(routes.opsInvite, "/api/ops/provider_user_invitations", { body, cookie: opsCookie });
    expect(invited).toMatchObject({ status: 202, json: { newUser: true } });
    expect(await work()).toBe(1);
    expect(mailTo(email).text).toContain("Dear Riku Tokiwa,");
    const twice = await send(routes.opsInvite, "/api/ops/provider_user_invitations", {
      body: { ...body, email: developer },
      cookie: opsCookie,
      language: "en-us",
    });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe(
      "A user with this e-mail address already has an account. If they forgot the password, point them to the password reset.",
    );
  });
});

describe("sign-in answers", () => {
  const SIDES = {
    providerUser: {
      signIn: routes.signIn,
      password: routes.password,
      edit: routes.passwordEdit,
      api: "/api/developers",
    },
    operator: { signIn: routes.opsSignIn, password: routes.opsPassword, edit: routes.opsPasswordEdit, api: "/api/ops" },
  } as const;
  /** The per-address limit of the sign-in (RATE_LIMIT_ACCOUNT_SIGN_INS_PER_ADDRESS's default). */
  const PER_ADDRESS = 10;
  let ipSerial = 0;

  /** One sign-in from a client address never used before, as an attacker spreading over many would. */
  async function signInFromNewIp(audience: TAccountAudience, email: string, password: string) {
    ipSerial += 1;
    const request = new NextRequest(new URL(`${SIDES[audience].api}/auth/sign_in`, STORE), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: STORE,
        "x-forwarded-for": `203.0.${Math.floor(ipSerial / 250)}.${ipSerial % 250}`,
        "accept-language": "en-us",
      },
      body: JSON.stringify({ email, password }),
    });
    const response = await SIDES[audience].signIn(request, { params: Promise.resolve({}) });
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
  }

  async function seedAccount(audience: TAccountAudience, email: string) {
    if (audience === "operator") await seedOperator(db, { name: "運営 花子", email, passwordHash });
    else await seedUser(email);
  }

  it.each(["providerUser", "operator"] as const)(
    "%s: an unknown address, a wrong password and a throttled address answer alike; a reset by mail lets the owner in again",
    async (audience) => {
      const known = uniqueEmail(`owner-${audience}-`);
      const unknown = uniqueEmail(`nobody-${audience}-`);
      await seedAccount(audience, known);

      // Every attempt at the same instant: the waits they are told are then exactly comparable.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      try {
        const wrong = await signInFromNewIp(audience, known, "not the password");
        const nobody = await signInFromNewIp(audience, unknown, "not the password");
        expect(wrong).toEqual({
          status: 401,
          retryAfter: null,
          body: { error: { code: "UNAUTHENTICATED", message: "The e-mail address or password is not correct." } },
        });
        expect(nobody).toEqual(wrong);
        for (let attempt = 2; attempt <= PER_ADDRESS; attempt++) {
          expect((await signInFromNewIp(audience, known, `guess ${attempt}`)).status).toBe(401);
          expect((await signInFromNewIp(audience, unknown, `guess ${attempt}`)).status).toBe(401);
        }
        // Past the address's limit, from yet another client: 429 even with the right password, no lock.
        const throttled = await signInFromNewIp(audience, known, PASSWORD);
        expect(throttled.status).toBe(429);
        expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
        expect(throttled.body.error.message).toMatch(
          /^Too many sign-in attempts with this address\. Try again in about \d+ minutes?, or reset your password by e-mail to sign in now\.$/,
        );
        expect(await signInFromNewIp(audience, unknown, PASSWORD)).toEqual(throttled);
      } finally {
        vi.useRealTimers();
      }

      // The owner proves the mailbox: the address's count is forgotten and the new password works.
      const side = SIDES[audience];
      await send(side.password, `${side.api}/auth/password`, { body: { email: known } });
      await work();
      const token = tokenIn(mailTo(known).text, "reset_password_token");
      const reset = await send(side.edit, `${side.api}/auth/password/edit`, {
        method: "PUT",
        body: { resetPasswordToken: token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
      expect((await signInFromNewIp(audience, known, NEW_PASSWORD)).status).toBe(200);
      // The unknown address stays slowed: nobody reset it.
      expect((await signInFromNewIp(audience, unknown, NEW_PASSWORD)).status).toBe(429);
    },
  );
});
