import "server-only";
import { ZAuditEventExportQuery, ZAuditEventPage } from "@store/domain/schemas/audit-event";
import type { TPathSpecs } from "./operation";

// The operators' audit log (issue 11), read-only, as apps/web/src/app/api/ops/audit_events declares it.

export const AUDIT_LOG_PATHS: TPathSpecs = {
  "/api/ops/audit_events": {
    get: {
      tags: ["Operator"],
      auth: "operator",
      summary: "Lists the audit log of operator actions, newest first, filtered",
      description:
        "Filters: `action`, `subjectType`, `subjectId`, `operatorId`, `from` (a date, inclusive) and `to` (a date, exclusive), in the store's time zone (Asia/Tokyo). A page holds 50 rows; `before` = the previous page's `nextBefore` continues with older ones. `format=csv` answers the same rows (up to 5,000; `X-Next-Before` continues) as a CSV download. Rows can never be changed or deleted.",
      query: ZAuditEventExportQuery,
      answers: [
        {
          status: 200,
          description: "A page of the log (JSON), or the rows as CSV with `format=csv`.",
          schema: ZAuditEventPage,
        },
      ],
    },
  },
};
