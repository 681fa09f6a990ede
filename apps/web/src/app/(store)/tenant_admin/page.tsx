import type { Metadata } from "next";
import { AccessRequestsSection } from "@/features/tenant/access-request/access-requests-section";
import { listOpenAccessRequests } from "@/features/tenant/access-request/list-access-requests";
import { AppPolicyArea } from "@/features/tenant/app-policy/app-policy-area";
import { readAppPolicy } from "@/features/tenant/app-policy/read-app-policy";
import { TenantAdminGate } from "@/features/tenant/auth/tenant-admin-gate";
import { InstalledAppsView } from "@/features/tenant/tenant-admin/installations/installed-apps-view";
import { installConsent } from "@/features/tenant/tenant-admin/installations/install-consent";
import { InstallConsentData } from "@/features/tenant/tenant-admin/installations/install-consent-data-blocks";
import { listInstalledApps } from "@/features/tenant/tenant-admin/installations/list-installed-apps";
import { listScopeUpdates } from "@/features/tenant/tenant-admin/scope-updates/list-scope-updates";
import { ScopeUpdatesSection } from "@/features/tenant/tenant-admin/scope-updates/scope-updates-section";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requestLocale } from "@/server/pages/request-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tenantAdmin");
  return pageMetadata({ title: t("installedApps.metaTitle") });
}

/** Members' open requests, with what the install dialog of each requested app lists (issue 27). */
async function accessRequestsArea(db: Awaited<ReturnType<typeof getDb>>, tenantId: string) {
  const [{ items }, locale] = await Promise.all([listOpenAccessRequests(db, { tenantId }), requestLocale()]);
  const consents = await Promise.all(
    [...new Set(items.map(({ app }) => app.code))].map(async (code) => ({
      code,
      consent: await installConsent(db, { code, locale }),
    })),
  );
  return (
    <>
      <AccessRequestsSection requests={items} />
      <InstallConsentData consents={consents} />
    </>
  );
}

/**
 * SPEC §2 Tenant admin: the current tenant's installed apps, grouped by shared provider account,
 * members' open access requests and the app policy (issue 27 item 6).
 */
export default async function TenantAdminPage() {
  const db = await getDb();
  return (
    <TenantAdminGate returnTo="/tenant_admin">
      {async (tenant) => (
        <InstalledAppsView
          tenantName={tenant.name}
          installed={await listInstalledApps(db, { tenantId: tenant.id })}
          accessRequests={await accessRequestsArea(db, tenant.id)}
          appPolicy={<AppPolicyArea policy={await readAppPolicy(db, { tenantId: tenant.id })} />}
          scopeUpdates={
            <ScopeUpdatesSection
              updates={await listScopeUpdates(db, { tenantId: tenant.id, locale: await requestLocale() })}
            />
          }
        />
      )}
    </TenantAdminGate>
  );
}
