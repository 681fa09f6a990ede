import "server-only";
import type { TAuditEvent } from "@store/domain/schemas/audit-event";
import { csvCell } from "@/server/csv";

// The audit log as CSV for export: one header line, then one line per row.

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

export function auditEventsCsv(events: readonly TAuditEvent[]): string {
  const lines = [COLUMNS.join(",")];
  for (const event of events) lines.push(COLUMNS.map((column) => csvCell(event[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
