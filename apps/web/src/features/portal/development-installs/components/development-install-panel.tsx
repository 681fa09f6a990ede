import "server-only";
import { listDevelopmentInstallations } from "@store/db/queries/development-installs";
import { scopeViews } from "@store/domain/integration";
import { getFormatter } from "next-intl/server";
import { Suspense } from "react";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { requestLocale } from "@/server/pages/request-locale";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";
import { DevelopmentInstallButton } from "./development-install-button";

export type TDevelopmentInstallPanelProps = {
  draftId: number;
  /** development: the provider's users in their tenant; review: the reviewer in the review tenant. */
  kind: "development" | "review";
  startUrl: string;
};

/**
 * Trying a draft before it is published (issue 27): where it is installed for trying, with the
 * scopes consented, and the button that installs it (again) through the parent service's consent.
 */
export async function DevelopmentInstallPanel({ draftId, kind, startUrl }: TDevelopmentInstallPanelProps) {
  const [t, format, locale, catalogue, installations] = await Promise.all([
    getT("developmentInstall"),
    getFormatter(),
    requestLocale(),
    scopeCatalogue(),
    listDevelopmentInstallations(await getDb(), { draftAppId: draftId }),
  ]);
  const shown = installations.filter((installation) => installation.kind === kind);
  return (
    <section
      aria-labelledby="development-install-title"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-line bg-white p-4"
      data-development-install-panel={kind}
    >
      <h2 id="development-install-title" className="text-lg font-bold">
        {t(`${kind}.title`)}
      </h2>
      <p className="text-sm text-ink-muted">{t(`${kind}.lead`)}</p>
      {shown.length === 0 ? (
        <p className="text-sm" data-development-installations="none">
          {t("none")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-development-installations="">
          {shown.map((installation) => (
            <li key={installation.tenantId} className="rounded-lg border border-line p-3 text-sm">
              <p className="font-bold">
                {t("installedIn", {
                  tenant: installation.tenantName,
                  at: format.dateTime(installation.installedAt, {
                    dateStyle: "medium",
                    timeStyle: "short",
                    timeZone: "Asia/Tokyo",
                  }),
                })}
              </p>
              <p className="text-ink-muted">{t("scopesGranted")}</p>
              <ul className="mt-1 flex flex-wrap gap-1">
                {scopeViews(catalogue, installation.scopes, locale).map((scope) => (
                  <li key={scope.name} className="rounded bg-canvas px-2 py-0.5" data-granted-scope={scope.name}>
                    {scope.label}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Suspense>
        <DevelopmentInstallButton
          startUrl={startUrl}
          label={shown.length === 0 ? t("install") : t("installAgain")}
          busyLabel={t("starting")}
          failedText={t("errors.startFailed")}
          outcomes={{
            installed: t("outcome.installed"),
            cancelled: t("outcome.cancelled"),
            failed: t("outcome.failed"),
            expired: t("outcome.expired"),
          }}
        />
      </Suspense>
    </section>
  );
}
