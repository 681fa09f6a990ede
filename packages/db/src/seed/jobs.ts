import { randomBytes } from "node:crypto";
import type { TDb } from "../client";
import { jobs } from "../schema/jobs";
import { accountTokens } from "../schema/staff";

/** A job that ran out of attempts, as the worker leaves it (status `failed`, its last error kept). */
export async function seedFailedJob(
  db: TDb,
  input: {
    kind: string;
    payload: Record<string, unknown>;
    idempotencyKey: string;
    lastError: string;
    attempts?: number;
  },
) {
  const attempts = input.attempts ?? 8;
  const [job] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload,
      idempotencyKey: input.idempotencyKey,
      status: "failed",
      attempts,
      maxAttempts: attempts,
      lastError: input.lastError,
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error("job insert returned nothing");
  return job;
}

/**
 * An invitation whose mail could not be delivered: a live invitation token (its hash is a random
 * placeholder, as the invitation's own is until its mail job replaces it) and the mail job
 * (`accountInvitationMail`, apps/web accounts-jobs.ts) failed after its attempts.
 */
export async function seedUndeliveredInvitation(
  db: TDb,
  input: { providerUserId: number; locale: string; expiresAt: Date; lastError: string },
) {
  const [token] = await db
    .insert(accountTokens)
    .values({
      tokenHash: randomBytes(32).toString("base64url"),
      purpose: "invitation",
      accountKind: "provider_user",
      accountId: input.providerUserId,
      expiresAt: input.expiresAt,
    })
    .returning({ id: accountTokens.id });
  if (!token) throw new Error("account token insert returned nothing");
  return seedFailedJob(db, {
    kind: "accountInvitationMail",
    payload: { tokenId: token.id, locale: input.locale },
    idempotencyKey: `account-invitation-mail:${token.id}`,
    lastError: input.lastError,
  });
}
