import "server-only";
import type { TInstallationInProgress, TInstalledApp, TInstalledApps } from "@store/domain/schemas/tenant";
import { quoteAppNames, SHARED_ACCOUNT_NOTICE_MIN_APPS } from "@store/domain/installation";
import { SUITE_DATA_APP_CODE } from "@store/domain/suite-data-app";
import type { ReactNode } from "react";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { UninstallButton } from "./uninstall-button";

type TT = Awaited<ReturnType<typeof getT>>;

const linkClass = "inline-flex min-h-11 items-center text-sm text-brand-700 underline";

/**
 * SPEC §2 /tenant_admin: the current tenant's installed apps, apps of one shared provider account
 * together, each with its logo, provider, installed date, links and the uninstall action. Installs
 * and uninstalls the parent service has not confirmed yet are shown as in progress: an app being
 * installed is not listed as installed, one being removed has no uninstall action meanwhile.
 */
export async function InstalledAppsView({
  tenantName,
  installed,
  accessRequests = null,
  appPolicy = null,
  scopeUpdates = null,
}: {
  tenantName: string;
  installed: TInstalledApps;
  /** SPEC §3 Access request: the open requests of the tenant's members. */
  accessRequests?: ReactNode;
  /** Issue 27 item 6: which apps the tenant's members may request. */
  appPolicy?: ReactNode;
  /** Issue 27 item 4: installed apps whose update waits for the admins' approval. */
  scopeUpdates?: ReactNode;
}) {
  const t = await getT("tenantAdmin.installedApps");
  const groups = installed.oauthClientGroups;
  const leaving = new Set(
    installed.inProgress.filter((op) => op.kind === "uninstall").flatMap((op) => op.apps.map((app) => app.code)),
  );
  // Issue 31: removing the suite's data integration warns of the installed apps that rely on it.
  const dataDependents = groups
    .flatMap((group) => group.apps)
    .filter((app) => app.usesSuiteData && app.code !== SUITE_DATA_APP_CODE)
    .map((app) => app.name);
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
      {installed.inProgress.length > 0 ? <InProgressSection operations={installed.inProgress} t={t} /> : null}
      {scopeUpdates}
      {accessRequests}
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
                    <InstalledAppRow
                      key={app.code}
                      app={app}
                      group={group.apps}
                      leaving={leaving.has(app.code)}
                      dependentAppNames={app.code === SUITE_DATA_APP_CODE ? dataDependents : []}
                      t={t}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      {appPolicy}
    </div>
  );
}

function InProgressSection({ operations, t }: { operations: TInstallationInProgress[]; t: TT }) {
  const line = (op: TInstallationInProgress) => {
    const names = quoteAppNames(op.apps.map((app) => app.name));
    if (op.kind === "install") return op.connection ? t("connecting", { names }) : t("installing", { names });
    return op.connection ? t("disconnecting", { names }) : t("uninstalling", { names });
  };
  return (
    <section
      aria-labelledby="in-progress-heading"
      className="mt-6 rounded-xl bg-amber-50 px-5 py-4"
      data-installations-in-progress=""
    >
      <h2 id="in-progress-heading" className="font-bold">
        {t("inProgressHeading")}
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {operations.map((op) => (
          <li key={`${op.kind}-${op.startedAt}-${op.apps[0]?.code}`} data-in-progress-app={op.apps[0]?.code}>
            {line(op)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">{t("inProgressNote")}</p>
    </section>
  );
}

async function InstalledAppRow({
  app,
  group,
  leaving,
  dependentAppNames,
  t,
}: {
  app: TInstalledApp;
  group: TInstalledApp[];
  /** An uninstall of it awaits the parent service's confirmation. */
  leaving: boolean;
  /** The installed apps that stop working without this one. */
  dependentAppNames: string[];
  t: TT;
}) {
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
        {leaving ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-bold" data-uninstall-in-progress="">
            {t("inProgressBadge")}
          </p>
        ) : (
          // Not uninstallable: the button opens the SPEC §5 message dialog instead of the confirmation.
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
              dependentAppNames,
            }}
          />
        )}
      </div>
    </li>
  );
}
