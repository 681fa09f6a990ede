import { describe, expect, it } from "vitest";
import {
  ACCOUNT_TOKEN_LIFETIME_SECONDS,
  accountTokenState,
  isAccountLocked,
  lockedUntilFrom,
  minutesUntilUnlocked,
  normalizeEmail,
  PASSWORD_POLICY,
  PASSWORD_PROBLEMS,
  PASSWORD_RULES,
  passwordProblems,
  RULE_OF_PROBLEM,
  SIGN_IN_LOCK_SECONDS,
  SIGN_IN_MAX_FAILURES,
  signInOutcome,
  type TSignInAccountState,
  tokenExpiresAt,
} from "./account-rules";
import { ZAccountSignIn, ZPasswordEdit } from "./schemas/account";

const EMAIL = "aoi.kinoshita@komorebi.example";

describe("passwordProblems", () => {
  const rows: [string, Parameters<typeof passwordProblems>[0], string[]][] = [
    ["a long passphrase", { password: "correct horse battery", email: EMAIL }, []],
    ["exactly 12 characters", { password: "abcdefghijkl" }, []],
    ["11 characters", { password: "abcdefghijk" }, ["tooShort"]],
    ["empty", { password: "" }, ["tooShort"]],
    ["12 characters of Japanese count as 12", { password: "こもれびかいけいのぱすわ" }, []],
    ["11 emoji are 11 characters, not 22 code units", { password: "🌸🍵🗻🌸🍵🗻🌸🍵🗻🌸🍵" }, ["tooShort"]],
    ["exactly 128 characters", { password: "ab".repeat(64) }, []],
    ["129 characters", { password: `${"ab".repeat(64)}c` }, ["tooLong"]],
    ["the e-mail address", { password: EMAIL, email: EMAIL }, ["sameAsEmail"]],
    ["the e-mail address in capitals", { password: EMAIL.toUpperCase(), email: EMAIL }, ["sameAsEmail"]],
    ["the part before the @", { password: "aoi.kinoshita", email: EMAIL }, ["sameAsEmail"]],
    ["the e-mail inside a longer password is fine", { password: `${EMAIL}!x`, email: EMAIL }, []],
    ["one character repeated", { password: "aaaaaaaaaaaa" }, ["oneCharacter"]],
    ["one space repeated", { password: "            " }, ["oneCharacter"]],
    ["one emoji repeated", { password: "🌸".repeat(12) }, ["oneCharacter"]],
    ["short and repeated", { password: "aaa" }, ["tooShort", "oneCharacter"]],
    ["two characters alternating", { password: "abababababab" }, []],
    ["the confirmation matches", { password: "abcdefghijkl", passwordConfirmation: "abcdefghijkl" }, []],
    [
      "the confirmation differs",
      { password: "abcdefghijkl", passwordConfirmation: "abcdefghijkL" },
      ["confirmationMismatch"],
    ],
    ["an empty confirmation differs", { password: "abcdefghijkl", passwordConfirmation: "" }, ["confirmationMismatch"]],
    ["no confirmation: not compared", { password: "abcdefghijkl" }, []],
  ];
  it.each(rows)("%s", (_, input, expected) => {
    expect(passwordProblems(input)).toEqual(expected);
  });

  it("every problem but the confirmation breaks one of the rules the form lists", () => {
    for (const problem of PASSWORD_PROBLEMS) {
      const rule = RULE_OF_PROBLEM[problem];
      if (problem === "confirmationMismatch") expect(rule).toBeNull();
      else expect(PASSWORD_RULES).toContain(rule);
    }
    expect(PASSWORD_POLICY).toEqual({ minLength: 12, maxLength: 128 });
  });
});

describe("signInOutcome", () => {
  const now = new Date("2026-05-01T10:00:00Z");
  const open: TSignInAccountState = { hasPassword: true, lockedUntil: null, suspendedAt: null };
  const lockedLater = new Date("2026-05-01T10:05:00Z");
  const lockEnded = new Date("2026-05-01T09:59:59Z");
  const suspended = new Date("2026-04-01T00:00:00Z");
  const rows: [string, TSignInAccountState | null, boolean | null, string][] = [
    ["no such account", null, null, "invalidCredentials"],
    ["invited, no password set yet", { ...open, hasPassword: false }, null, "invalidCredentials"],
    ["wrong password", open, false, "invalidCredentials"],
    ["right password", open, true, "signedIn"],
    ["locked: refused even with the right password", { ...open, lockedUntil: lockedLater }, true, "locked"],
    ["locked: the password is not checked", { ...open, lockedUntil: lockedLater }, null, "locked"],
    ["the lock has ended", { ...open, lockedUntil: lockEnded }, true, "signedIn"],
    ["the lock ends at this very instant", { ...open, lockedUntil: now }, true, "signedIn"],
    ["suspended, right password: told so", { ...open, suspendedAt: suspended }, true, "suspended"],
    ["suspended, wrong password: not told", { ...open, suspendedAt: suspended }, false, "invalidCredentials"],
    ["suspended and locked: locked", { ...open, suspendedAt: suspended, lockedUntil: lockedLater }, true, "locked"],
  ];
  it.each(rows)("%s", (_, account, matches, expected) => {
    expect(signInOutcome(account, matches, now)).toBe(expected);
  });
});

describe("lockout", () => {
  const now = new Date("2026-05-01T10:00:00Z");
  it("locks for 15 minutes after 5 failures", () => {
    expect(SIGN_IN_MAX_FAILURES).toBe(5);
    expect(SIGN_IN_LOCK_SECONDS).toBe(900);
    expect(lockedUntilFrom(now)).toEqual(new Date("2026-05-01T10:15:00Z"));
  });

  const rows: [string, Date | null, boolean, number | null][] = [
    ["never locked", null, false, null],
    ["15 minutes to go", new Date("2026-05-01T10:15:00Z"), true, 15],
    ["14 minutes and a second: 15", new Date("2026-05-01T10:14:01Z"), true, 15],
    ["one second to go: 1 minute", new Date("2026-05-01T10:00:01Z"), true, 1],
    ["ended", new Date("2026-05-01T09:00:00Z"), false, 1],
  ];
  it.each(rows)("%s", (_, lockedUntil, locked, minutes) => {
    expect(isAccountLocked(lockedUntil, now)).toBe(locked);
    if (lockedUntil && minutes !== null) expect(minutesUntilUnlocked(lockedUntil, now)).toBe(minutes);
  });
});

describe("account tokens", () => {
  const now = new Date("2026-05-01T10:00:00Z");
  it("an invitation lives 7 days, a reset link 1 hour", () => {
    expect(ACCOUNT_TOKEN_LIFETIME_SECONDS).toEqual({ invitation: 604_800, password_reset: 3600 });
    expect(tokenExpiresAt("invitation", now)).toEqual(new Date("2026-05-08T10:00:00Z"));
    expect(tokenExpiresAt("password_reset", now)).toEqual(new Date("2026-05-01T11:00:00Z"));
  });

  const later = new Date("2026-05-01T10:30:00Z");
  const earlier = new Date("2026-05-01T09:30:00Z");
  const rows: [string, { expiresAt: Date; usedAt: Date | null } | null, string][] = [
    ["not found", null, "unknown"],
    ["unused, before its end", { expiresAt: later, usedAt: null }, "live"],
    ["unused, at its end", { expiresAt: now, usedAt: null }, "expired"],
    ["unused, past its end", { expiresAt: earlier, usedAt: null }, "expired"],
    ["used, before its end", { expiresAt: later, usedAt: earlier }, "used"],
    ["used and past its end: used", { expiresAt: earlier, usedAt: earlier }, "used"],
  ];
  it.each(rows)("%s", (_, token, state) => {
    expect(accountTokenState(token, now)).toBe(state);
  });
});

describe("account payloads", () => {
  it("compares e-mail addresses without case and spaces", () => {
    expect(normalizeEmail("  Dev@Komorebi-Accounting.Example ")).toBe("dev@komorebi-accounting.example");
    expect(ZAccountSignIn.parse({ email: " Dev@Tokiwa-Time.Example", password: " x " })).toEqual({
      email: "dev@tokiwa-time.example",
      password: " x ",
    });
  });

  it("refuses a missing address, an empty password and a password no policy allows", () => {
    const refused = ZAccountSignIn.safeParse({ email: "not-an-address", password: "" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["email", "password"]);
    expect(ZAccountSignIn.safeParse({ email: EMAIL, password: "x".repeat(513) }).success).toBe(false);
  });

  it("names its own messages (keys of the accounts messages) for a missing or malformed address and password", () => {
    const messages = (input: unknown) =>
      ZAccountSignIn.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages({ email: "  ", password: "" })).toEqual([
      "email: accounts.fields.emailRequired",
      "password: accounts.fields.passwordRequired",
    ]);
    expect(messages({ email: "not-an-address", password: "x" })).toEqual(["email: accounts.fields.emailInvalid"]);
  });

  it("reads a password edit with a reset token or with the current password, naming bad fields", () => {
    const base = { password: "abcdefghijkl", passwordConfirmation: "abcdefghijkl" };
    expect(ZPasswordEdit.parse({ ...base, resetPasswordToken: "tok" }).resetPasswordToken).toBe("tok");
    expect(ZPasswordEdit.parse({ ...base, currentPassword: "old" }).currentPassword).toBe("old");
    const refused = ZPasswordEdit.safeParse({ resetPasswordToken: "t".repeat(129), password: "" });
    expect(refused.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
      "password",
      "passwordConfirmation",
      "resetPasswordToken",
    ]);
  });
});
