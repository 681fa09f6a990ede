import "server-only";
import type { TInstalledApp, TInstalledApps } from "@store/domain/schemas/tenant";
import { SHARED_ACCOUNT_NOTICE_MIN_APPS } from "@store/domain/installation";
import Link from "next/link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { UninstallButton } from "./uninstall-button";

type TT = Awaited<ReturnType<typeof getT>>;

const linkClass = "inline-flex min-h-11 items-center text-sm text-brand-700 underline";

/**
 * SPEC §2 /tenant_admin: the current tenant's installed apps, apps of one shared provider account
 * together, each with its logo, provider, installed date, links and the uninstall action.
 */
export async function InstalledAppsView({ tenantName, installed }: { tenantName: string; installed: TInstalledApps }) {
  const t = await getT("tenantAdmin.installedApps");
  const groups = installed.oauthClientGroups;
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 sm:py-10">
      <p className="text-sm text-ink-muted" data-tenant-name="">
        {tenantName}
      </p>
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link href="/tenant_admin/operation_logs" className={linkClass}>
          {t("operationLogsLink")}
        </Link>
      </div>
      <section aria-labelledby="installed-apps-heading" className="mt-8">
        <h2 id="installed-apps-heading" className="text-lg font-bold">
          {t("listHeading")}
        </h2>
        {groups.length === 0 ? (
          <div className="mt-4 rounded-xl bg-canvas px-5 py-8 text-center" data-installed-empty="">
            <p>{t("empty")}</p>
            <Link href="/apps" className="mt-3 inline-block font-bold text-brand-700 underline">
              {t("findApps")}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 flex flex-col gap-4">
            {groups.map((group) => (
              <li
                key={group.oauthClientId ?? `app-${group.apps[0]?.code}`}
                className="rounded-xl border border-line bg-white p-4 sm:p-5"
                data-oauth-client-group={group.oauthClientId ?? ""}
              >
                {group.apps.length >= SHARED_ACCOUNT_NOTICE_MIN_APPS ? (
                  <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm">{t("sharedGroup")}</p>
                ) : null}
                <ul className="flex flex-col divide-y divide-line">
                  {group.apps.map((app) => (
                    <InstalledAppRow key={app.code} app={app} group={group.apps} t={t} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

async function InstalledAppRow({ app, group, t }: { app: TInstalledApp; group: TInstalledApp[]; t: TT }) {
  const format = await getFormatter();
  return (
    <li
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
      data-installed-app={app.code}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {/* biome-ignore lint/performance/noImgElement: logos are small SVGs served as they are */}
        <img
          src={app.logoImage ?? `/img/apps/${app.code}/logo.svg`}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-lg border border-line object-contain"
        />
        <div className="min-w-0">
          <h3 className="font-bold">
            <Link href={`/apps/${app.code}`} className="hover:underline">
              {app.name}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">{app.appProvider.name}</p>
          <p className="text-sm text-ink-muted">
            {t("installedAt", { date: format.dateTime(new Date(app.installedAt), { dateStyle: "medium" }) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:justify-end">
        {app.appUrl ? (
          <a href={app.appUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t("openApp")}
            <span className="sr-only">{t("newTab")}</span>
          </a>
        ) : null}
        {app.termsUrl ? (
          <a href={app.termsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t("terms")}
            <span className="sr-only">{t("newTab")}</span>
          </a>
        ) : null}
        {app.uninstallable ? null : (
          <p className="max-w-xs text-sm text-ink-muted" data-uninstall-contact="">
            {t("contactToUninstall")}
          </p>
        )}
        {/* Not uninstallable: the button opens the SPEC §5 message dialog instead of the confirmation. */}
        <UninstallButton
          label={
            app.integrationType === "connect" || app.integrationType === "adapt" ? t("disconnect") : t("uninstall")
          }
          app={{
            code: app.code,
            name: app.name,
            integrationType: app.integrationType,
            termsUrl: app.termsUrl,
            url: app.appUrl,
            uninstallable: app.uninstallable,
            sharedAppNames: group.map((member) => member.name),
          }}
        />
      </div>
    </li>
  );
}
