import "server-only";
import { findUnseenAccessRequestAnswers, markAccessRequestAnswersSeen } from "@store/db/queries/access-requests";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { readPageSession } from "@/server/tenant-session/session";
import { AccessRequestNoticeBanner } from "./access-request-notice-banner";

/**
 * SPEC §3 Access request: on the requester's next store page after an answer, what the admins
 * decided, told once (the answers are marked seen as they are shown).
 */
export async function AccessRequestNotice() {
  const page = await readPageSession();
  const tenantId = page?.principal.user.currentTenant?.id;
  if (!page || !tenantId) return null;
  const suiteUserId = page.principal.user.id;
  let answers: Awaited<ReturnType<typeof findUnseenAccessRequestAnswers>>;
  try {
    const db = await getDb();
    answers = await findUnseenAccessRequestAnswers(db, { tenantId, suiteUserId });
    if (answers.length === 0) return null;
    await markAccessRequestAnswersSeen(db, { tenantId, suiteUserId, ids: answers.map((a) => a.id), now: new Date() });
  } catch (err) {
    logger.warn({ err }, "access request answers could not be read");
    return null;
  }
  const t = await getT("accessRequest");
  return (
    <AccessRequestNoticeBanner
      label={t("notice.label")}
      dismissLabel={t("notice.dismiss")}
      lines={answers.map((answer) => ({
        id: answer.id,
        text:
          answer.status === "approved"
            ? t("notice.approved", { name: answer.appName })
            : t("notice.declined", { name: answer.appName }),
        note:
          answer.status === "declined" && answer.declineNote ? t("notice.note", { note: answer.declineNote }) : null,
        href: `/apps/${answer.appCode}`,
        linkText: t("notice.openApp", { name: answer.appName }),
      }))}
    />
  );
}
