import { describe, expect, it } from "vitest";
import {
  ACCOUNT_TOKEN_LIFETIME_SECONDS,
  accountTokenState,
  normalizeEmail,
  PASSWORD_POLICY,
  PASSWORD_PROBLEMS,
  PASSWORD_RULES,
  passwordProblems,
  RULE_OF_PROBLEM,
  signInOutcome,
  signInThrottleKey,
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
  const open: TSignInAccountState = { hasPassword: true, suspendedAt: null };
  const suspended = new Date("2026-04-01T00:00:00Z");
  const rows: [string, TSignInAccountState | null, boolean, string][] = [
    ["no such account", null, false, "invalidCredentials"],
    ["invited, no password set yet", { ...open, hasPassword: false }, false, "invalidCredentials"],
    ["wrong password", open, false, "invalidCredentials"],
    ["right password", open, true, "signedIn"],
    ["suspended, right password: told so", { ...open, suspendedAt: suspended }, true, "suspended"],
    ["suspended, wrong password: not told", { ...open, suspendedAt: suspended }, false, "invalidCredentials"],
  ];
  it.each(rows)("%s", (_, account, matches, expected) => {
    expect(signInOutcome(account, matches)).toBe(expected);
  });
});

describe("signInThrottleKey", () => {
  it("counts one address of one audience, whatever its case and surrounding spaces", () => {
    expect(signInThrottleKey("providerUser", "  Haru@Example.JP ")).toBe(
      signInThrottleKey("providerUser", "haru@example.jp"),
    );
    expect(signInThrottleKey("operator", "haru@example.jp")).not.toBe(
      signInThrottleKey("providerUser", "haru@example.jp"),
    );
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
