import "server-only";
import { APP_STATUSES, CHANGE_REQUEST_STATUSES } from "@store/domain/enums";
import type { TAuditEvent, TAuditSubject } from "@store/domain/schemas/audit-event";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { AUDIT_CHANGE_KEYS, AuditChangeTable } from "./audit-change-table";
import { auditActionLabel, auditSubjectLabel, auditSubjectPath } from "./audit-labels";

type TProps = {
  events: readonly TAuditEvent[];
  /** Leave out the subject where the page is about it already (an app's history). */
  showSubject?: boolean;
  /** Said when there are no rows. */
  emptyText?: string;
};

/**
 * Audit rows, newest first, read-only: when (in the viewer's locale), who, the action in words,
 * its subject with a link to the console page, the reason, and what changed. Any console page
 * that shows a history embeds it with rows from listAuditLog.
 */
export async function AuditEventList({ events, showSubject = true, emptyText }: TProps) {
  const [t, tApps, tReview, format] = await Promise.all([
    getT("opsAudit"),
    getT("opsApps"),
    getT("opsReview"),
    getFormatter(),
  ]);
  if (events.length === 0) {
    return (
      <p className="rounded-xl bg-canvas px-5 py-6 text-center" data-audit-empty="">
        {emptyText ?? t("list.empty")}
      </p>
    );
  }
  const labels = {
    field: t("list.field"),
    before: t("list.before"),
    after: t("list.after"),
    value: t("list.value"),
    empty: t("list.noValue"),
    more: t("list.showAll"),
    // Issue 31: the keys audit rows carry, in words (a key without words shows as stored).
    keys: Object.fromEntries(AUDIT_CHANGE_KEYS.map((key) => [key, t(`keys.${key}`)])),
  };
  // Stored values in words where the console has words for them: an app's statuses, a change
  // request's, and yes or no. (A voice's or a mail job's status shows as stored.)
  const appStatuses = Object.fromEntries(APP_STATUSES.map((status) => [status, tApps(`statuses.${status}`)]));
  const valuesOf: Partial<Record<TAuditSubject, Record<string, Record<string, string>>>> = {
    app: { status: appStatuses },
    draftApp: {
      changeRequestStatus: Object.fromEntries(
        CHANGE_REQUEST_STATUSES.map((status) => [status, tReview(`status.${status}`)]),
      ),
      "app.status": appStatuses,
      merged: { true: t("list.yes"), false: t("list.no") },
    },
  };
  return (
    <ol className="flex flex-col gap-3" data-audit-events="">
      {events.map((event) => {
        const subjectPath = auditSubjectPath(event.subjectType, event.subjectId);
        const subject = t("list.subjectRef", {
          subject: auditSubjectLabel(t, event.subjectType),
          id: event.subjectId,
        });
        return (
          <li
            key={event.id}
            className="rounded-xl border border-line bg-white p-4 text-sm"
            data-audit-event={event.action}
          >
            <p className="text-xs text-ink-muted">
              <time dateTime={event.createdAt}>
                {format.dateTime(new Date(event.createdAt), { dateStyle: "medium", timeStyle: "medium" })}
              </time>
              {" ・ "}
              <span data-audit-operator="">{event.operatorName}</span>
            </p>
            <p className="mt-1 font-bold">
              {auditActionLabel(t, event.action)}
              {showSubject ? (
                <>
                  {" ・ "}
                  {subjectPath ? (
                    <Link href={subjectPath} className="text-brand-700 underline">
                      {subject}
                    </Link>
                  ) : (
                    subject
                  )}
                </>
              ) : null}
            </p>
            {event.reason ? (
              <p className="mt-2 break-words whitespace-pre-wrap" data-audit-reason="">
                <span className="text-ink-muted">{t("list.reason")}</span> {event.reason}
              </p>
            ) : null}
            <AuditChangeTable
              before={event.before}
              after={event.after}
              labels={{ ...labels, values: valuesOf[event.subjectType] }}
            />
          </li>
        );
      })}
    </ol>
  );
}
