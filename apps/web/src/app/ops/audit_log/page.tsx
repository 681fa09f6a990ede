import { listAuditOperators } from "@store/db/queries/audit-events";
import { ZAuditEventFilter } from "@store/domain/schemas/audit-event";
import type { Metadata } from "next";
import { AuditLogView } from "@/features/console/audit-log/components/audit-log-view";
import { listAuditLog } from "@/features/console/audit-log/server/list-audit-log";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsAudit");
  return pageMetadata({ title: t("metaTitle") });
}

/** The audit log of every operator action, filtered by the query (a bad value is shown and ignored). */
export default page({ auth: "operator", query: ZAuditEventFilter }, async ({ query, typed, invalid }) => {
  // An end that is not after the start would match nothing and read as "no such rows": it is
  // refused and named instead, as any bad value is.
  const { to, ...rest } = query;
  const endBeforeStart = to !== undefined && rest.from !== undefined && to <= rest.from;
  const filter = endBeforeStart ? rest : query;
  const refused = endBeforeStart ? [...invalid, "to"] : invalid;
  const db = await getDb();
  const [list, operators] = await Promise.all([listAuditLog(db, filter), listAuditOperators(db)]);
  return (
    <AuditLogView
      page={list}
      filter={filter}
      typed={typed}
      invalid={refused}
      rangeInvalid={endBeforeStart}
      operators={operators}
    />
  );
});
