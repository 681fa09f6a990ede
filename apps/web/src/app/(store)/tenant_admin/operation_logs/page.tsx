import { ZOperationLogPageQuery } from "@store/domain/schemas/tenant";
import type { Metadata } from "next";
import { TenantAdminGate } from "@/features/auth/tenant-admin-gate";
import { listOperationLogs } from "@/features/tenant-admin/list-operation-logs";
import { OperationLogsView } from "@/features/tenant-admin/operation-logs-view";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tenantAdmin");
  return pageMetadata({ title: t("operationLogs.metaTitle") });
}

/** SPEC §2 /tenant_admin/operation_logs: the current tenant's operation logs, newest first, paged. */
export default async function OperationLogsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const parsed = ZOperationLogPageQuery.safeParse({ page: (await searchParams).page });
  const query = parsed.success ? parsed.data : ZOperationLogPageQuery.parse({});
  const db = await getDb();
  return (
    <TenantAdminGate returnTo="/tenant_admin/operation_logs">
      {async (tenant) => (
        <OperationLogsView
          tenantName={tenant.name}
          logs={await listOperationLogs(db, { tenantId: tenant.id, ...query })}
        />
      )}
    </TenantAdminGate>
  );
}
