import type { Metadata } from "next";
import { AccessRequestsSection } from "@/features/access-request/access-requests-section";
import { listOpenAccessRequests } from "@/features/access-request/list-access-requests";
import { TenantAdminGate } from "@/features/auth/tenant-admin-gate";
import { InstalledAppsView } from "@/features/tenant-admin/installed-apps-view";
import { listInstalledApps } from "@/features/tenant-admin/list-installed-apps";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";

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
