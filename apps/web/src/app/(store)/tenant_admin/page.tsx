import type { Metadata } from "next";
import { AccessRequestsSection } from "@/features/tenant/access-request/access-requests-section";
import { listOpenAccessRequests } from "@/features/tenant/access-request/list-access-requests";
import { TenantAdminGate } from "@/features/tenant/auth/tenant-admin-gate";
import { InstalledAppsView } from "@/features/tenant/tenant-admin/installations/installed-apps-view";
import { listInstalledApps } from "@/features/tenant/tenant-admin/installations/list-installed-apps";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tenantAdmin");
  return pageMetadata({ title: t("installedApps.metaTitle") });
}

/** SPEC §2 Tenant admin: the current tenant's installed apps, grouped by shared provider account. */
export default async function TenantAdminPage() {
  const db = await getDb();
  return (
    <TenantAdminGate returnTo="/tenant_admin">
      {async (tenant) => (
        <InstalledAppsView
          tenantName={tenant.name}
          installed={await listInstalledApps(db, { tenantId: tenant.id })}
          accessRequests={
            <AccessRequestsSection requests={(await listOpenAccessRequests(db, { tenantId: tenant.id })).items} />
          }
        />
      )}
    </TenantAdminGate>
  );
}
