import "server-only";
import type { TAuditEvent } from "@store/domain/schemas/audit-event";

// The audit log as CSV (RFC 4180) for export: one header line, then one line per row.

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

/** A spreadsheet would run a cell starting with = + - @ (or a tab/CR) as a formula: quote it as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (typeof value === "string") text = value;
  else if (typeof value === "number") text = String(value);
  else text = JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditEventsCsv(events: readonly TAuditEvent[]): string {
  const lines = [COLUMNS.join(",")];
  for (const event of events) lines.push(COLUMNS.map((column) => csvCell(event[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
