import "server-only";
import type { TDb } from "@store/db/client";
import { findOperationLogFacets, findOperationLogPage } from "@store/db/queries/installations";
import type { TLocale } from "@store/domain/locales";
import { paginate } from "@store/domain/schemas/common";
import {
  OPERATION_LOG_CSV_LIMIT,
  type TOperationLog,
  type TOperationLogFilter,
  type TOperationLogPage,
} from "@store/domain/schemas/tenant";
import { csvCell } from "@/server/csv";
import { operatedAtText, operationLogMessage, appNamesText, type TOperationLogT } from "./operation-log-text";

type TParams = { tenantId: string } & Partial<TOperationLogFilter> & { page: number; limit: number };

/** SPEC §3 Operation log: one page of the tenant's logs, filtered, newest first. */
export async function listOperationLogs(db: TDb, params: TParams): Promise<TOperationLogPage> {
  const { page, limit, ...filter } = params;
  const { rows, count } = await findOperationLogPage(db, { ...filter, limit, offset: (page - 1) * limit });
  return {
    pagination: paginate(count, page, limit),
    data: rows.map((row) => ({ ...row, operatedAt: row.operatedAt.toISOString() })),
  };
}

/** The app names and e-mails the tenant's logs hold: the choices of the app and user filters. */
export function operationLogFacets(db: TDb, tenantId: string) {
  return findOperationLogFacets(db, { tenantId });
}

/** Every filtered log for the export, newest first, at most OPERATION_LOG_CSV_LIMIT; `count` is all that match. */
export async function exportOperationLogs(db: TDb, params: { tenantId: string } & Partial<TOperationLogFilter>) {
  const { rows, count } = await findOperationLogPage(db, { ...params, limit: OPERATION_LOG_CSV_LIMIT, offset: 0 });
  return { logs: rows.map((row) => ({ ...row, operatedAt: row.operatedAt.toISOString() })), count };
}

const CSV_COLUMNS = [
  "operatedAt",
  "operation",
  "apps",
  "message",
  "userId",
  "email",
  "ipAddress",
  "userAgent",
] as const;

/**
 * The logs as CSV (RFC 4180) in the viewer's language, as the screen shows them: a byte-order mark
 * (spreadsheets then read the Japanese as UTF-8), one header line, then one line per log. Cells a
 * spreadsheet would run as a formula are quoted as text.
 */
export function operationLogsCsv(t: TOperationLogT, locale: TLocale, logs: readonly TOperationLog[]): string {
  const lines = [CSV_COLUMNS.map((column) => csvCell(t(`csv.${column}`))).join(",")];
  for (const log of logs) {
    const row = {
      operatedAt: operatedAtText(locale, log.operatedAt),
      operation: t(`types.${log.operationType}`),
      apps: appNamesText(locale, log.appNames),
      message: operationLogMessage(t, locale, log),
      userId: log.suiteUserId,
      email: log.email,
      ipAddress: log.ipAddress,
      userAgent: log.userAgent,
    };
    lines.push(CSV_COLUMNS.map((column) => csvCell(row[column])).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
