import "server-only";
import type { TDb } from "@store/db/client";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { findAppForStatusMail } from "@store/db/queries/operator-apps";
import { listMailedProviderUsers } from "@store/db/queries/provider-users";
import { APP_STATUSES } from "@store/domain/enums";
import type { TLocale } from "@store/domain/locales";
import type { TMailAddress } from "@store/domain/mail-address";
import { z } from "zod";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { config } from "@/server/config";
import { defineJob, enqueueJob, type TJobContext } from "@/server/jobs/jobs";
import { mailer, type TMail, type TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { serverTranslator } from "@/server/server-translator";

// Issue 31: an operator's change of an app's status (published, discontinued, archived …) is
// mailed to the provider's users, with the operator's reason, as review decisions are. The payload
// names the app, the move and the user; the address is read when the mail is sent.

export const ZAppStatusMailPayload = z.object({
  appId: z.number().int().positive(),
  providerUserId: z.number().int().positive(),
  from: z.enum(APP_STATUSES),
  status: z.enum(APP_STATUSES),
  reason: z.string(),
});
export type TAppStatusMailPayload = z.infer<typeof ZAppStatusMailPayload>;

/** The mail in the provider's language (Japanese, as the store's other provider mails). */
export function composeAppStatusMail(input: {
  to: TMailAddress;
  locale: TLocale;
  app: { name: string; providerName: string };
  from: TAppStatusMailPayload["from"];
  status: TAppStatusMailPayload["status"];
  reason: string;
}): TMail {
  const { t } = serverTranslator(input.locale);
  const values = {
    name: input.app.name,
    provider: input.app.providerName,
    from: t(`opsApps.statuses.${input.from}`),
    status: t(`opsApps.statuses.${input.status}`),
  };
  const text = [
    t("draftMails.greeting", values),
    "",
    t("appStatusMails.body", values),
    "",
    t("appStatusMails.reason"),
    input.reason,
    "",
    t("draftMails.open"),
    new URL(DEVELOPER_PATHS.apps, config().BASE_URL).toString(),
    "",
    "--",
    t("draftMails.footer"),
    "",
  ].join("\n");
  return { to: input.to, subject: t("appStatusMails.subject", values), text };
}

export function sendAppStatusMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TAppStatusMailPayload, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const app = await findAppForStatusMail(db, { appId: payload.appId });
    if (!app) return;
    const users = await listMailedProviderUsers(db, { appProviderId: app.appProviderId });
    const user = users.find((candidate) => candidate.id === payload.providerUserId);
    if (!user) return;
    const to = mailRecipient([user.email], { appId: app.id, providerUserId: user.id, job: job.id });
    if (!to) return;
    const mail = composeAppStatusMail({ to, locale: "ja", app, ...payload });
    ctx?.signal.throwIfAborted();
    await deps.mailer().send({ ...mail, messageId: `<${job.idempotencyKey}@${new URL(config().BASE_URL).hostname}>` });
    await ctx?.complete();
  };
}

/** One provider user's mail of an operator's change of an app's status. */
export const appStatusMailJob = defineJob({
  kind: "appStatusMail",
  lane: "mail",
  payload: ZAppStatusMailPayload,
  handler: sendAppStatusMail({ mailer }),
});

/** Queues the change's mail to each of the provider's users; call it in the change's transaction. */
export async function enqueueAppStatusMails(
  db: TDb,
  input: {
    appId: number;
    appProviderId: number;
    from: TAppStatusMailPayload["from"];
    status: TAppStatusMailPayload["status"];
    reason: string;
    changedAt: Date;
  },
): Promise<void> {
  const users = await listMailedProviderUsers(db, { appProviderId: input.appProviderId });
  for (const user of users) {
    await enqueueJob(
      db,
      appStatusMailJob,
      { appId: input.appId, providerUserId: user.id, from: input.from, status: input.status, reason: input.reason },
      { idempotencyKey: `app-status.${input.appId}.${input.changedAt.getTime()}.${user.id}` },
    );
  }
}
