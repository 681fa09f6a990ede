import "server-only";
import { z } from "zod";
import type { TDb } from "@store/db/client";
import { findTenantAdminEmails } from "@store/db/queries/access-requests";
import { findInstallationsOfApp } from "@store/db/queries/installation-scopes";
import { findAppForInstallation } from "@store/db/queries/installations";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { scopeViews } from "@store/domain/integration";
import { LOCALES, type TLocale } from "@store/domain/locales";
import { addedByChange, pendingScopeUpdate } from "@store/domain/scope-update";
import { config } from "@/server/config";
import { defineJob, enqueueJob, type TJobContext } from "@/server/jobs/jobs";
import { mailer, type TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { serverTranslator } from "@/server/server-translator";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";

export const ZScopeUpdateMailPayload = z.object({
  appCode: z.string(),
  /** The scopes the approved change added to what the live app asked. */
  added: z.array(z.string()).min(1),
  /** The mails' language: the store does not know each admin's, so the store's own unless said. */
  locale: z.enum(LOCALES).default("ja"),
});
export type TScopeUpdateMailPayload = z.infer<typeof ZScopeUpdateMailPayload>;

/**
 * Issue 27 item 4: the mails of one approved update that asks for more scopes. Each tenant that has
 * the app installed and has not granted the new scopes (nor declined this request) gets one mail to
 * its admins, with the added scopes' labels and the page where they decide. The same Message-ID per
 * tenant lets a retried job's repeat be recognised.
 */
export function sendScopeUpdateMails(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TScopeUpdateMailPayload, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const app = await findAppForInstallation(db, { code: payload.appCode });
    if (!app) return;
    const { t } = serverTranslator(payload.locale);
    const labels = scopeViews(await scopeCatalogue(), payload.added, payload.locale).map((view) =>
      view.description ? `- ${view.label}: ${view.description}` : `- ${view.label}`,
    );
    const { BASE_URL } = config();
    const host = new URL(BASE_URL).hostname;
    for (const installation of await findInstallationsOfApp(db, { appId: app.id })) {
      if (!pendingScopeUpdate(installation, app.scopes)) continue;
      const admins = await findTenantAdminEmails(db, { tenantId: installation.tenantId });
      const to = admins.flatMap((email) => mailRecipient([email], { appId: app.id }) ?? []);
      if (to.length === 0) continue;
      const values = { name: app.name, tenant: installation.tenantName };
      const text = [
        t("tenantAdmin.scopeUpdateMail.intro", values),
        "",
        t("tenantAdmin.scopeUpdateMail.added"),
        ...labels,
        "",
        `${t("tenantAdmin.scopeUpdateMail.answer")}${new URL("/tenant_admin", BASE_URL).toString()}`,
        "",
        "--",
        t("tenantAdmin.scopeUpdateMail.footer"),
        "",
      ];
      ctx?.signal.throwIfAborted();
      await deps.mailer().send({
        to,
        subject: t("tenantAdmin.scopeUpdateMail.subject", values),
        text: text.join("\n"),
        messageId: `<${job.idempotencyKey}.${encodeURIComponent(installation.tenantId)}@${host}>`,
      });
    }
  };
}

export const scopeUpdateMailJob = defineJob({
  kind: "scopeUpdateMail",
  lane: "mail",
  payload: ZScopeUpdateMailPayload,
  handler: sendScopeUpdateMails({ mailer }),
});

/**
 * Queues the mails of an approved change when its content asks scopes the live app did not (in
 * the approval's transaction, once per approved version). Tenants keep their grant until an admin
 * approves; nothing is queued for a new app or a change that asks nothing more.
 */
export async function enqueueScopeUpdateMail(
  tx: TDb,
  params: {
    appCode: string;
    before: readonly string[] | null;
    after: readonly string[];
    key: string;
    locale?: TLocale;
  },
): Promise<void> {
  const added = addedByChange(params.before, params.after);
  if (added.length === 0) return;
  await enqueueJob(
    tx,
    scopeUpdateMailJob,
    { appCode: params.appCode, added, locale: params.locale ?? "ja" },
    { idempotencyKey: `scope-update:${params.key}` },
  );
}
