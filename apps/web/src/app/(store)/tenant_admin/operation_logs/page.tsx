import { isOperationLogRangeValid, ZOperationLogFilter, ZOperationLogPaging } from "@store/domain/schemas/tenant";
import type { Metadata } from "next";
import { TenantAdminGate } from "@/features/tenant/auth/tenant-admin-gate";
import {
  listOperationLogs,
  operationLogFacets,
} from "@/features/tenant/tenant-admin/operation-logs/list-operation-logs";
import { OperationLogsView } from "@/features/tenant/tenant-admin/operation-logs/operation-logs-view";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

/** The filter form's fields and the pager's page. */
const ZOperationLogPageFilter = ZOperationLogFilter.extend({ page: ZOperationLogPaging.shape.page });

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tenantAdmin");
  return pageMetadata({ title: t("operationLogs.metaTitle") });
}

/**
 * SPEC §2 /tenant_admin/operation_logs: the current tenant's operation logs, newest first, filtered
 * by the query and paged; a refused filter value is shown with its message and left out.
 */
export default page({ query: ZOperationLogPageFilter }, async (input) => {
  const { page: pageNumber, ...filter } = input.query;
  // A page number that does not parse shows the first page, without a message.
  const invalid = input.invalid.filter((field) => field !== "page");
  if (!isOperationLogRangeValid(filter)) {
    invalid.push("to");
    filter.to = undefined;
  }
  const { page, limit } = ZOperationLogPaging.parse({ page: pageNumber });
  const [db, locale] = await Promise.all([getDb(), input.locale]);
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
            typed={input.typed}
            invalid={invalid}
            facets={facets}
          />
        );
      }}
    </TenantAdminGate>
  );
});
