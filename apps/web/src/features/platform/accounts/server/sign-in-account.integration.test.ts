// Provider and operator sign-in on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set): wrong passwords, the per-address throttle (no lockout), suspended accounts, the sessions it opens
// and that one audience's session never opens the other's, sign-out and the signed-in change.
import type { TDb, TDbHandle } from "@store/db/client";
import { accountSessions, operators, providerUsers } from "@store/db/schema/index";
import { hashPassword, seedOperator } from "@store/db/seed/accounts";
import { seedProvider, seedProviderUser } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { AppError } from "@store/domain/errors";
import type { TAccountAudience, TProviderPrincipal } from "@store/domain/principals";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// argon2's verify, watched: which hash each sign-in verifies against (the real one still runs).
const argon2Verify = vi.hoisted(() => vi.fn<(hash: string, password: string) => Promise<boolean>>());
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  argon2Verify.mockImplementation((hash, password) => real.verify(hash, password));
  return { ...real, verify: argon2Verify };
});

vi.stubEnv("BASE_URL", "http://localhost:3994");
vi.stubEnv("LOG_LEVEL", "fatal");
const { signInAccount } = await import("./sign-in-account");
const { signOutAccount } = await import("./sign-out-account");
const { changePassword } = await import("./change-password");
const { ACCOUNT_SESSION_COOKIE, readAccountPrincipal } = await import("@/server/account-session");

const PASSWORD = "kinoshita-aoi-2026";
const CLIENT = { userAgent: "IntegrationTest/1.0", ipAddress: "203.0.113.9" };
/** The per-address limit of the sign-in (RATE_LIMIT_ACCOUNT_SIGN_INS_PER_ADDRESS's default). */
const PER_ADDRESS = 10;

let handle: TDbHandle;
let db: TDb;
let providerId: number;
let passwordHash: string;
let serial = 0;

/** A provider user of its own, so each test's attempts touch no other test's address. */
async function newProviderUser(overrides: { allowPasswordChange?: boolean; suspended?: boolean } = {}) {
  serial += 1;
  const email = `dev${serial}@sign-in.test.example`;
  const user = await seedProviderUser(db, {
    appProviderId: providerId,
    email,
    firstName: "葵",
    lastName: "木下",
    passwordHash,
  });
  if (overrides.allowPasswordChange === false || overrides.suspended) {
    await db
      .update(providerUsers)
      .set({
        allowPasswordChange: overrides.allowPasswordChange ?? true,
        suspendedAt: overrides.suspended ? new Date() : null,
      })
      .where(eq(providerUsers.id, user.id));
  }
  return { id: user.id, email };
}

function signIn(audience: TAccountAudience, email: string, password: string, now?: Date) {
  return signInAccount(db, { audience, credentials: { email, password }, client: CLIENT }, now);
}

/** The refusal a call ends in: its code, status, message key and values. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, key: error.userMessage?.key, values: error.userMessage?.values };
}

function cookiesOf(audience: TAccountAudience, token: string) {
  return { get: (name: string) => (name === ACCOUNT_SESSION_COOKIE[audience] ? { value: token } : undefined) };
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  passwordHash = await hashPassword(PASSWORD);
  providerId = (await seedProvider(db, { name: "こもれび会計株式会社", email: "info@komorebi.test.example" })).id;
});

afterAll(async () => {
  await handle?.close();
});

describe("signInAccount", () => {
  it("signs a provider user in, whatever the case of the address, and the session reads as them", async () => {
    const user = await newProviderUser();
    const session = await signIn("providerUser", `  ${user.email.toUpperCase()} `, PASSWORD);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const principal = await readAccountPrincipal(db, "providerUser", cookiesOf("providerUser", session.token));
    expect(principal).toMatchObject({
      kind: "providerUser",
      providerUserId: user.id,
      appProviderId: providerId,
      appProviderName: "こもれび会計株式会社",
      email: user.email,
    });
    const [stored] = await db.select().from(accountSessions).where(eq(accountSessions.accountId, user.id));
    expect(stored).toMatchObject({ accountKind: "provider_user", userAgent: "IntegrationTest/1.0" });
    expect(stored?.tokenHash).not.toBe(session.token);
  });

  it("refuses a wrong password and an unknown address with the same message", async () => {
    const user = await newProviderUser();
    const wrong = await refusal(signIn("providerUser", user.email, "not-the-password"));
    const unknown = await refusal(signIn("providerUser", "nobody@sign-in.test.example", PASSWORD));
    expect(wrong).toEqual({ code: "UNAUTHENTICATED", key: "accounts.errors.invalidCredentials", values: undefined });
    expect(unknown).toEqual(wrong);
  });

  it("verifies a password against a hash of the same cost for an unknown address as for a wrong one", async () => {
    // No account discovery by timing: an unknown address pays for one argon2 verification with the
    // stored hashes' parameters, as a known address with a wrong password does.
    const user = await newProviderUser();
    const verifications = async (email: string) => {
      argon2Verify.mockClear();
      await signIn("providerUser", email, "not-the-password").catch(() => undefined);
      return argon2Verify.mock.calls.map(([hash, password]) => ({
        cost: String(hash).split("$", 4).join("$"),
        password,
      }));
    };
    const known = await verifications(user.email);
    expect(known).toEqual([{ cost: passwordHash.split("$", 4).join("$"), password: "not-the-password" }]);
    expect(await verifications("nobody@sign-in.test.example")).toEqual(known);
  });

  it("slows every address alike past its limit, the right password included, and locks nothing", async () => {
    const user = await newProviderUser();
    const at = new Date(Date.now() + 1000);
    const throttled = {
      code: "RATE_LIMITED",
      key: "accounts.errors.signInThrottled",
      values: { minutes: expect.any(Number) },
    };
    for (const email of [user.email, "nobody-slowed@sign-in.test.example"]) {
      for (let i = 1; i <= PER_ADDRESS; i++) {
        expect((await refusal(signIn("providerUser", email, `wrong-${i}`, at))).key).toBe(
          "accounts.errors.invalidCredentials",
        );
      }
      expect(await refusal(signIn("providerUser", email, PASSWORD, at))).toEqual(throttled);
    }
    // Once the window has passed, the owner signs in: nothing was locked on the account.
    const later = new Date(at.getTime() + 2 * 15 * 60_000);
    expect((await signIn("providerUser", user.email, PASSWORD, later)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("forgets an address's attempts after a success", async () => {
    const user = await newProviderUser();
    for (let i = 1; i < PER_ADDRESS; i++) await signIn("providerUser", user.email, "wrong").catch(() => null);
    await signIn("providerUser", user.email, PASSWORD);
    for (let i = 1; i <= PER_ADDRESS; i++) {
      expect((await refusal(signIn("providerUser", user.email, "wrong"))).key).toBe(
        "accounts.errors.invalidCredentials",
      );
    }
  });

  it("counts every one of racing attempts", async () => {
    const user = await newProviderUser();
    const results = await Promise.all(
      Array.from({ length: PER_ADDRESS + 2 }, () => refusal(signIn("providerUser", user.email, "wrong"))),
    );
    expect(results.filter((r) => r.key === "accounts.errors.invalidCredentials")).toHaveLength(PER_ADDRESS);
    expect(results.filter((r) => r.key === "accounts.errors.signInThrottled")).toHaveLength(2);
  });

  it("says a suspended account is suspended only to someone who knows its password", async () => {
    const user = await newProviderUser({ suspended: true });
    expect(await refusal(signIn("providerUser", user.email, PASSWORD))).toEqual({
      code: "FORBIDDEN",
      key: "accounts.errors.suspended",
      values: undefined,
    });
    expect((await refusal(signIn("providerUser", user.email, "wrong"))).key).toBe("accounts.errors.invalidCredentials");
  });

  it("refuses an invited person who has not set a password yet", async () => {
    serial += 1;
    const email = `invited${serial}@sign-in.test.example`;
    await seedProviderUser(db, { appProviderId: providerId, email, firstName: "陸", lastName: "常盤" });
    expect((await refusal(signIn("providerUser", email, ""))).key).toBe("accounts.errors.invalidCredentials");
    expect((await refusal(signIn("providerUser", email, PASSWORD))).key).toBe("accounts.errors.invalidCredentials");
  });

  it("signs an operator in on the operator side only, and never one audience's session as the other", async () => {
    const operator = await seedOperator(db, { name: "運営 太郎", email: "ops1@store.test.example", passwordHash });
    expect((await refusal(signIn("providerUser", operator.email, PASSWORD))).key).toBe(
      "accounts.errors.invalidCredentials",
    );
    const opsSession = await signIn("operator", operator.email, PASSWORD);
    expect(await readAccountPrincipal(db, "operator", cookiesOf("operator", opsSession.token))).toMatchObject({
      kind: "operator",
      operatorId: operator.id,
      name: "運営 太郎",
    });
    // The operator's token in the developer cookie, and a provider's in the operator cookie, open nothing.
    expect(await readAccountPrincipal(db, "providerUser", cookiesOf("providerUser", opsSession.token))).toBeNull();
    const user = await newProviderUser();
    const providerSession = await signIn("providerUser", user.email, PASSWORD);
    expect(await readAccountPrincipal(db, "operator", cookiesOf("operator", providerSession.token))).toBeNull();

    await db.update(operators).set({ suspendedAt: new Date() }).where(eq(operators.id, operator.id));
    expect((await refusal(signIn("operator", operator.email, PASSWORD))).key).toBe("accounts.errors.suspended");
    expect(await readAccountPrincipal(db, "operator", cookiesOf("operator", opsSession.token))).toBeNull();
  });
});

describe("signOutAccount", () => {
  it("ends the session of the cookie; signing out again is no error", async () => {
    const user = await newProviderUser();
    const session = await signIn("providerUser", user.email, PASSWORD);
    const cookies = cookiesOf("providerUser", session.token);
    await signOutAccount(db, "providerUser", cookies);
    expect(await readAccountPrincipal(db, "providerUser", cookies)).toBeNull();
    await signOutAccount(db, "providerUser", cookies);
    await signOutAccount(db, "providerUser", { get: () => undefined });
  });
});

describe("changePassword", () => {
  async function signedIn(overrides: { allowPasswordChange?: boolean } = {}) {
    const user = await newProviderUser(overrides);
    const session = await signIn("providerUser", user.email, PASSWORD);
    const principal = await readAccountPrincipal(db, "providerUser", cookiesOf("providerUser", session.token));
    if (!principal) throw new Error("not signed in");
    return { user, session, principal: principal as TProviderPrincipal };
  }
  const body = (password: string, currentPassword = PASSWORD) => ({
    currentPassword,
    password,
    passwordConfirmation: password,
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const { user, session, principal } = await signedIn();
    const other = await signIn("providerUser", user.email, PASSWORD);
    await changePassword(db, principal, { body: body("a brand new passphrase"), locale: "ja" });
    expect(await readAccountPrincipal(db, "providerUser", cookiesOf("providerUser", session.token))).not.toBeNull();
    expect(await readAccountPrincipal(db, "providerUser", cookiesOf("providerUser", other.token))).toBeNull();
    expect((await refusal(signIn("providerUser", user.email, PASSWORD))).key).toBe(
      "accounts.errors.invalidCredentials",
    );
    expect((await signIn("providerUser", user.email, "a brand new passphrase")).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is refused (403) when the account may not change its password", async () => {
    const { user, principal } = await signedIn({ allowPasswordChange: false });
    expect(
      await refusal(changePassword(db, principal, { body: body("a brand new passphrase"), locale: "ja" })),
    ).toEqual({
      code: "FORBIDDEN",
      key: "accounts.errors.passwordChangeNotAllowed",
      values: undefined,
    });
    expect((await signIn("providerUser", user.email, PASSWORD)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("names the field: a wrong current password, a password the policy refuses, a confirmation that differs", async () => {
    const { user, principal } = await signedIn();
    const itemsOf = async (input: Parameters<typeof changePassword>[2]) => {
      const error = await changePassword(db, principal, input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      return { code: (error as AppError).code, items: (error as AppError).items };
    };
    expect(await itemsOf({ body: body("a brand new passphrase", "wrong"), locale: "ja" })).toEqual({
      code: "UNPROCESSABLE",
      items: { currentPassword: ["現在のパスワードが正しくありません。"] },
    });
    expect(await itemsOf({ body: body(user.email), locale: "en-us" })).toEqual({
      code: "UNPROCESSABLE",
      items: { password: ["Your e-mail address cannot be your password."] },
    });
    expect(
      await itemsOf({
        body: { currentPassword: PASSWORD, password: "short", passwordConfirmation: "other" },
        locale: "ja",
      }),
    ).toEqual({
      code: "UNPROCESSABLE",
      items: {
        password: ["パスワードは12文字以上にしてください。"],
        passwordConfirmation: ["確認用のパスワードが一致しません。"],
      },
    });
    expect((await signIn("providerUser", user.email, PASSWORD)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
