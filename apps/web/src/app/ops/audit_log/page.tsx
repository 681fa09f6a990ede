import { listAuditOperators } from "@store/db/queries/audit-events";
import { ZAuditEventFilter } from "@store/domain/schemas/audit-event";
import type { Metadata } from "next";
import { AuditLogView } from "@/features/audit-log/components/audit-log-view";
import { listAuditLog } from "@/features/audit-log/server/list-audit-log";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { parsePageQuery, type TSearchParams } from "@/server/page-query";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsAudit");
  return pageMetadata({ title: t("metaTitle") });
}

/** The audit log of every operator action, filtered by the query (a bad value is shown and ignored). */
export default async function AuditLogPage({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  await requirePrincipal("operator");
  const { query, typed, invalid } = parsePageQuery(ZAuditEventFilter, await searchParams);
  const db = await getDb();
  const [page, operators] = await Promise.all([listAuditLog(db, query), listAuditOperators(db)]);
  return <AuditLogView page={page} filter={query} typed={typed} invalid={invalid} operators={operators} />;
}
