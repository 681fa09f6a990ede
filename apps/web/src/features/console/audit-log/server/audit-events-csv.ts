import "server-only";
import { LOCALE_TAG, STORE_TIME_ZONE, type TLocale } from "@store/domain/locales";
import type { TAuditEvent } from "@store/domain/schemas/audit-event";
import { csvCell } from "@/server/csv";
import { serverTranslator } from "@/server/server-translator";
import { auditActionLabel, auditSubjectLabel } from "../components/audit-labels";

// The audit log as CSV for export, as it opens in Excel (issue 31): a byte-order mark, column
// names, actions and subjects in the viewer's language, times in the store's time zone, CRLF. The
// before and after values stay JSON, as stored.

const COLUMNS = [
  "id",
  "createdAt",
  "operatorId",
  "operatorName",
  "action",
  "subjectType",
  "subjectId",
  "reason",
  "before",
  "after",
] as const;

export function auditEventsCsv(events: readonly TAuditEvent[], locale: TLocale): string {
  const { t } = serverTranslator(locale);
  const audit = (key: string) => t(`opsAudit.${key}`);
  const at = new Intl.DateTimeFormat(LOCALE_TAG[locale], {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: STORE_TIME_ZONE,
  });
  const lines = [COLUMNS.map((column) => csvCell(audit(`csv.${column}`))).join(",")];
  for (const event of events) {
    const row = {
      ...event,
      createdAt: at.format(new Date(event.createdAt)),
      action: auditActionLabel(audit, event.action),
      subjectType: auditSubjectLabel(audit, event.subjectType),
    };
    lines.push(COLUMNS.map((column) => csvCell(row[column])).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
