import "server-only";
import type { TDb } from "@store/db/client";
import { findLiveAccountTokenById, replaceAccountTokenHash } from "@store/db/queries/account-tokens";
import { findAccountRecipient } from "@store/db/queries/accounts";
import type { TClaimedJob } from "@store/db/queries/jobs";
import type { TAccountTokenPurpose } from "@store/domain/account-rules";
import type { TLocale } from "@store/domain/locales";
import { ACCOUNT_AUDIENCES, ACCOUNT_KIND } from "@store/domain/principals";
import { hashToken, newToken } from "@/server/account-session";
import type { TJobContext } from "@/server/jobs/jobs";
import type { TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { composeAccountMail } from "./account-mail";

export type TAccountMailPayload = { tokenId: number; locale: TLocale };

/**
 * The job that mails an invitation or reset link. The raw token exists only here: a fresh one is
 * made, its hash put on the row (a link mailed by an earlier attempt stops working) and the link
 * mailed. A row that was used, expired or replaced in the meantime, or an account suspended since,
 * gets no mail. A retried job mails a new link, which is safe.
 */
export function sendAccountMail(purpose: TAccountTokenPurpose, deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TAccountMailPayload, _job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const now = ctx?.now() ?? new Date();
    const row = await findLiveAccountTokenById(db, { tokenId: payload.tokenId, now });
    if (!row || row.purpose !== purpose) return;
    const audience = ACCOUNT_AUDIENCES.find((candidate) => ACCOUNT_KIND[candidate] === row.accountKind);
    const recipient = await findAccountRecipient(db, { accountKind: row.accountKind, accountId: row.accountId });
    if (!audience || !recipient || recipient.suspendedAt) return;
    const to = mailRecipient([recipient.email], { accountKind: row.accountKind, accountId: row.accountId });
    if (!to) return;
    const token = newToken();
    if (!(await replaceAccountTokenHash(db, { tokenId: row.id, tokenHash: hashToken(token), now }))) return;
    const mail = composeAccountMail({
      purpose,
      audience,
      locale: payload.locale,
      recipient: { ...recipient, email: to },
      token,
    });
    // Taken over by another worker while preparing: that one mails its own link.
    ctx?.signal.throwIfAborted();
    await deps.mailer().send(mail);
    await ctx?.complete();
  };
}
