import "server-only";

// CSV (RFC 4180) for exports: the caller joins cells with "," and lines with CRLF.

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
