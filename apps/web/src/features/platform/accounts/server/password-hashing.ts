import "server-only";
import { randomBytes } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { hashPassword } from "@store/db/seed/accounts";

// argon2id with the parameters the seed uses (OWASP's minimum), so every stored hash is alike.

export async function hashAccountPassword(password: string): Promise<string> {
  return hashPassword(password);
}

/** False for a wrong password, and for a stored hash argon2 cannot read (never a 500). */
export async function verifyAccountPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a hash no password matches, so an address without
 * an account answers as slowly as one with a wrong password (no account discovery by timing).
 */
export async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  await verifyAccountPassword(await dummyHash, password);
}
