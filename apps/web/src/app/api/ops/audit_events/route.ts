import { ZAuditEventExportQuery, ZAuditEventPage } from "@store/domain/schemas/audit-event";
import { auditEventsCsv } from "@/features/console/audit-log/server/audit-events-csv";
import { AUDIT_CSV_LIMIT, listAuditLog } from "@/features/console/audit-log/server/list-audit-log";
import { route } from "@/server/http/route";
import { NextResponse } from "next/server";

/** The audit log, newest first, filtered: a JSON page, or `?format=csv` for export. */
export const GET = route(
  {
    summary: "Lists the audit log of operator actions, newest first, filtered",
    description:
      "Filters: `action`, `subjectType`, `subjectId`, `operatorId`, `from` (a date, inclusive) and `to` (a date, exclusive), in the store's time zone (Asia/Tokyo). A page holds 50 rows; `before` = the previous page's `nextBefore` continues with older ones. `format=csv` answers the same rows (up to 5,000; `X-Next-Before` continues) as a CSV download. Rows can never be changed or deleted.",
    tags: ["Operator"],
    auth: "operator",
    query: ZAuditEventExportQuery,
    answers: [
      {
        status: 200,
        description: "A page of the log (JSON), or the rows as CSV with `format=csv`.",
        schema: ZAuditEventPage,
      },
    ],
  },
  async ({ db, query, locale }) => {
    const { format, ...filter } = query;
    if (format !== "csv") return listAuditLog(db, filter);
    const page = await listAuditLog(db, filter, AUDIT_CSV_LIMIT);
    const headers = new Headers({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="audit-log.csv"',
      "cache-control": "no-store",
    });
    if (page.nextBefore !== null) headers.set("x-next-before", String(page.nextBefore));
    return new NextResponse(auditEventsCsv(page.events, locale), { headers });
  },
);
