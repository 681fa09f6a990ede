import { ZAuditEventExportQuery } from "@store/domain/schemas/audit-event";
import { auditEventsCsv } from "@/features/audit-log/server/audit-events-csv";
import { AUDIT_CSV_LIMIT, listAuditLog } from "@/features/audit-log/server/list-audit-log";
import { route } from "@/server/route";
import { NextResponse } from "next/server";

/** The audit log, newest first, filtered: a JSON page, or `?format=csv` for export. */
export const GET = route({ auth: "operator", query: ZAuditEventExportQuery }, async ({ db, query }) => {
  const { format, ...filter } = query;
  if (format !== "csv") return listAuditLog(db, filter);
  const page = await listAuditLog(db, filter, AUDIT_CSV_LIMIT);
  const headers = new Headers({
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": 'attachment; filename="audit-log.csv"',
    "cache-control": "no-store",
  });
  if (page.nextBefore !== null) headers.set("x-next-before", String(page.nextBefore));
  return new NextResponse(auditEventsCsv(page.events), { headers });
});
