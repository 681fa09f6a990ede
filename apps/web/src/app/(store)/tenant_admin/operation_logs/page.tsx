import { isOperationLogRangeValid, ZOperationLogFilter, ZOperationLogPaging } from "@store/domain/schemas/tenant";
import type { Metadata } from "next";
import { TenantAdminGate } from "@/features/auth/tenant-admin-gate";
import { listOperationLogs, operationLogFacets } from "@/features/tenant-admin/list-operation-logs";
import { OperationLogsView } from "@/features/tenant-admin/operation-logs-view";
import { getT } from "@/i18n/get-t";
import { requestLocale } from "@/i18n/request";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { parsePageQuery, type TSearchParams } from "@/server/page-query";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tenantAdmin");
  return pageMetadata({ title: t("operationLogs.metaTitle") });
}

/**
 * SPEC §2 /tenant_admin/operation_logs: the current tenant's operation logs, newest first, filtered
 * by the query and paged; a refused filter value is shown with its message and left out.
 */
export default async function OperationLogsPage({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  const params = await searchParams;
  const { query: filter, typed, invalid } = parsePageQuery(ZOperationLogFilter, params);
  if (!isOperationLogRangeValid(filter)) {
    invalid.push("to");
    filter.to = undefined;
  }
  const paging = ZOperationLogPaging.safeParse({ page: Array.isArray(params.page) ? params.page[0] : params.page });
  const { page, limit } = paging.success ? paging.data : ZOperationLogPaging.parse({});
  const [db, locale] = await Promise.all([getDb(), requestLocale()]);
  return (
    <TenantAdminGate returnTo="/tenant_admin/operation_logs">
      {async (tenant) => {
        const [logs, facets] = await Promise.all([
          listOperationLogs(db, { tenantId: tenant.id, ...filter, page, limit }),
          operationLogFacets(db, tenant.id),
        ]);
        return (
          <OperationLogsView
            tenantName={tenant.name}
            locale={locale}
            logs={logs}
            filter={filter}
            typed={typed}
            invalid={invalid}
            facets={facets}
          />
        );
      }}
    </TenantAdminGate>
  );
}
