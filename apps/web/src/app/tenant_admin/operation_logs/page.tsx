import type { Metadata } from "next";
import { TenantAdminGate } from "@/features/auth/tenant-admin-gate";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tenantAdmin");
  return pageMetadata({ title: t("operationLogs.metaTitle") });
}

/** SPEC §2 /tenant_admin/operation_logs. The log list itself comes with the operation-log issue. */
export default async function OperationLogsPage() {
  const t = await getT("tenantAdmin");
  return (
    <TenantAdminGate returnTo="/tenant_admin/operation_logs">
      {(tenant) => (
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-10">
          <p className="text-sm text-ink-muted" data-tenant-name="">
            {tenant.name}
          </p>
          <h1 className="mt-1 text-2xl font-bold">{t("operationLogs.title")}</h1>
          <p className="mt-3 text-ink-muted">{t("operationLogs.listPending")}</p>
        </div>
      )}
    </TenantAdminGate>
  );
}
