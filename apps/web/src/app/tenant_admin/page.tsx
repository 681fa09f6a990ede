import type { Metadata } from "next";
import { TenantAdminGate } from "@/features/auth/tenant-admin-gate";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tenantAdmin");
  return pageMetadata({ title: t("installedApps.metaTitle") });
}

/** SPEC §2 Tenant admin. The installed-app list itself comes with the install issue. */
export default async function TenantAdminPage() {
  const t = await getT("tenantAdmin");
  return (
    <TenantAdminGate returnTo="/tenant_admin">
      {(tenant) => (
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-10">
          <p className="text-sm text-ink-muted" data-tenant-name="">
            {tenant.name}
          </p>
          <h1 className="mt-1 text-2xl font-bold">{t("installedApps.title")}</h1>
          <section aria-labelledby="installed-apps-heading" className="mt-8">
            <h2 id="installed-apps-heading" className="text-lg font-bold">
              {t("installedApps.listHeading")}
            </h2>
            <p className="mt-3 text-ink-muted">{t("installedApps.listPending")}</p>
          </section>
        </div>
      )}
    </TenantAdminGate>
  );
}
