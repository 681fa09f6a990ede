import { OPERATION_LOG_CSV_LIMIT, ZOperationLogPage, ZOperationLogPageQuery } from "@store/domain/schemas/tenant";
import { NextResponse } from "next/server";
import {
  exportOperationLogs,
  listOperationLogs,
  operationLogsCsv,
} from "@/features/tenant/tenant-admin/operation-logs/list-operation-logs";
import { serverTranslator } from "@/server/server-translator";
import { route } from "@/server/http/route";

/**
 * SPEC §3 Operation log: the current tenant's, newest first, filtered; a JSON page, or `format=csv`
 * for every filtered row (up to OPERATION_LOG_CSV_LIMIT, newest first) in the viewer's language.
 */
export const GET = route(
  {
    summary: "The current tenant's operation log, newest first, filtered",
    description:
      "Filters: `type` (operation type), `app` (an app name the log names), `user` (e-mail), `from` and `to` " +
      "(YYYY-MM-DD in the store's time zone, both included; `from` after `to` is refused). `?format=csv` " +
      "answers every filtered row (at most 10,000, newest first; `x-total-count` and `x-truncated` say how many " +
      "matched) as UTF-8 CSV with a byte-order mark, messages in the caller's language.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    query: ZOperationLogPageQuery,
    answers: [{ status: 200, description: "One page of the log, or the CSV.", schema: ZOperationLogPage }],
  },
  async ({ db, principal, locale, query }) => {
    const { format, page, limit, ...filter } = query;
    const tenantId = principal.user.currentTenant.id;
    if (format !== "csv") return listOperationLogs(db, { tenantId, page, limit, ...filter });
    const { logs, count } = await exportOperationLogs(db, { tenantId, ...filter });
    const translator = serverTranslator(locale);
    const t = (key: string, values?: Record<string, string | number>) =>
      translator.t(`tenantAdmin.operationLogs.${key}`, values);
    const subdomain = principal.user.currentTenant.subdomain;
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(new Date());
    const filename = `operation-logs-${subdomain.replace(/[^A-Za-z0-9_-]/g, "_")}-${today}.csv`;
    return new NextResponse(operationLogsCsv(t, locale, logs), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
        "x-total-count": String(count),
        "x-truncated": String(count > OPERATION_LOG_CSV_LIMIT),
      },
    });
  },
);
