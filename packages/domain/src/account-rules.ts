// The rules of the store's own accounts (provider users and operators): the password policy the
// forms show before anyone types, what a sign-in attempt comes to, and how long invitation and
// reset tokens live. Pure, so forms, use cases and tests share one truth.

/** OWASP ASVS 2.1: at least 12 characters, long passphrases allowed, no composition rules. */
export const PASSWORD_POLICY = { minLength: 12, maxLength: 128 } as const;

/** The rules a form lists before the user types, in this order. */
export const PASSWORD_RULES = ["length", "notEmail", "notOneCharacter"] as const;
export type TPasswordRule = (typeof PASSWORD_RULES)[number];

export const PASSWORD_PROBLEMS = [
  "tooShort",
  "tooLong",
  "sameAsEmail",
  "oneCharacter",
  "confirmationMismatch",
] as const;
export type TPasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** Which listed rule a problem breaks; the confirmation is not a rule of the password itself. */
export const RULE_OF_PROBLEM: Record<TPasswordProblem, TPasswordRule | null> = {
  tooShort: "length",
  tooLong: "length",
  sameAsEmail: "notEmail",
  oneCharacter: "notOneCharacter",
  confirmationMismatch: null,
};

/** Length as a person counts it: characters (code points), not UTF-16 units. */
function characterCount(text: string): number {
  return [...text].length;
}

/**
 * What is wrong with a new password, in PASSWORD_PROBLEMS order; empty when it may be used.
 * The account's e-mail address, and the part before its @, may not be the password (any case).
 * Without a confirmation (a live check while the first field is typed) it is not compared.
 */
export function passwordProblems(input: {
  password: string;
  passwordConfirmation?: string;
  email?: string | null;
}): TPasswordProblem[] {
  const { password } = input;
  const problems: TPasswordProblem[] = [];
  const length = characterCount(password);
  if (length < PASSWORD_POLICY.minLength) problems.push("tooShort");
  if (length > PASSWORD_POLICY.maxLength) problems.push("tooLong");
  const email = input.email?.trim().toLowerCase();
  if (email) {
    const lowered = password.trim().toLowerCase();
    const localPart = email.split("@")[0] ?? "";
    if (lowered === email || (localPart !== "" && lowered === localPart)) problems.push("sameAsEmail");
  }
  if (length > 0 && /^(.)\1*$/su.test(password)) problems.push("oneCharacter");
  if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== password) {
    problems.push("confirmationMismatch");
  }
  return problems;
}

/** What a sign-in attempt comes to, once the account (if any) and the password check are known. */
export type TSignInOutcome = "invalidCredentials" | "suspended" | "signedIn";

export type TSignInAccountState = { hasPassword: boolean; suspendedAt: Date | null };

/**
 * The order of the checks: an unknown address, an account that has not set a password yet and a
 * wrong password read alike; only someone who knows the password learns that the account is
 * suspended. There is no lock: repeated attempts are slowed per address and per client before
 * this (the abuse limits), the same for every address, so no one can shut an owner out.
 */
export function signInOutcome(account: TSignInAccountState | null, passwordMatches: boolean): TSignInOutcome {
  if (!account?.hasPassword || !passwordMatches) return "invalidCredentials";
  if (account.suspendedAt !== null) return "suspended";
  return "signedIn";
}

/**
 * Whose sign-in attempts are counted together: one address of one audience (provider users and
 * operators are separate accounts), compared as accounts store addresses.
 */
export function signInThrottleKey(audience: string, email: string): string {
  return `${audience}:${normalizeEmail(email)}`;
}

export const ACCOUNT_TOKEN_PURPOSES = ["invitation", "password_reset"] as const;
export type TAccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long an invitation link and a password-reset link work. */
export const ACCOUNT_TOKEN_LIFETIME_SECONDS: Record<TAccountTokenPurpose, number> = {
  invitation: 7 * 24 * 60 * 60,
  password_reset: 60 * 60,
};

export function tokenExpiresAt(purpose: TAccountTokenPurpose, now: Date): Date {
  return new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_SECONDS[purpose] * 1000);
}

export type TAccountTokenState = "live" | "used" | "expired" | "unknown";

/** A token row found by its hash (or not): used wins over expired, so a used link never says 'expired'. */
export function accountTokenState(
  token: { expiresAt: Date; usedAt: Date | null } | null | undefined,
  now: Date,
): TAccountTokenState {
  if (!token) return "unknown";
  if (token.usedAt !== null) return "used";
  if (token.expiresAt.getTime() <= now.getTime()) return "expired";
  return "live";
}

/** E-mail addresses compare without case and surrounding spaces; accounts store them this way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
