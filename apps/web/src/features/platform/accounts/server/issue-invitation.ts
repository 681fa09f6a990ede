import "server-only";
import type { TDb } from "@store/db/client";
import { insertAccountToken, retireAccountTokens } from "@store/db/queries/account-tokens";
import { tokenExpiresAt } from "@store/domain/account-rules";
import type { TLocale } from "@store/domain/locales";
import { hashToken, newToken } from "@/server/account-session";
import { enqueueJob } from "@/server/jobs/jobs";
import { invitationMailJob } from "./accounts-jobs";

/**
 * A provider user's invitation, for a first invitation and a resent one alike: any earlier link
 * stops working, a new one valid 7 days is recorded (its hash only) and its mail queued, in the
 * caller's transaction.
 */
export async function issueInvitation(
  tx: TDb,
  input: { providerUserId: number; locale: TLocale; now: Date },
): Promise<{ tokenId: number; mailJobId: number }> {
  await retireAccountTokens(tx, {
    accountKind: "provider_user",
    accountId: input.providerUserId,
    purpose: "invitation",
    now: input.now,
  });
  // A placeholder that is never mailed: the job puts the hash of the token it mails here.
  const tokenId = await insertAccountToken(tx, {
    tokenHash: hashToken(newToken()),
    purpose: "invitation",
    accountKind: "provider_user",
    accountId: input.providerUserId,
    expiresAt: tokenExpiresAt("invitation", input.now),
  });
  const job = await enqueueJob(
    tx,
    invitationMailJob,
    { tokenId, locale: input.locale },
    { idempotencyKey: `account-invitation-mail:${tokenId}` },
  );
  return { tokenId, mailJobId: job.id };
}
