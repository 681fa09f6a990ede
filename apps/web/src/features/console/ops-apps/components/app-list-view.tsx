import "server-only";
import type { TOperatorAppListQuery } from "@store/domain/schemas/operator-app";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { OPS_PATHS, opsAppPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { pathWithQuery } from "@/server/pages/page-query";
import type { TOperatorAppRow } from "../server/list-operator-apps";
import { AppListFilters } from "./app-list-filters";
import { AppStatusBadge } from "./app-status-badge";

type TProps = {
  apps: readonly TOperatorAppRow[];
  nextBefore: number | null;
  query: Partial<TOperatorAppListQuery>;
  typed: Record<string, string>;
  invalid: readonly string[];
  providers: readonly { id: number; name: string }[];
};

/** /ops/apps: every app of the store whatever its status, newest first, searched and filtered. */
export async function AppListView({ apps, nextBefore, query, typed, invalid, providers }: TProps) {
  const [t, format] = await Promise.all([getT("opsApps"), getFormatter()]);
  const { before, ...filters } = query;
  const pageLink = "inline-flex min-h-11 items-center text-brand-700 underline";
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{t("list.title")}</h1>
      <p className="mt-3 text-ink-muted">{t("list.lead")}</p>
      <div className="mt-6">
        <AppListFilters typed={typed} invalid={invalid} providers={providers} />
      </div>
      {invalid.length > 0 ? (
        <p role="alert" className="mt-4 font-bold text-danger">
          {t("list.someIgnored")}
        </p>
      ) : null}
      <section aria-labelledby="ops-apps-heading" className="mt-6">
        <h2 id="ops-apps-heading" className="sr-only">
          {t("list.resultsHeading")}
        </h2>
        {apps.length === 0 ? (
          <p className="rounded-xl bg-canvas px-5 py-8 text-center" data-ops-apps-empty="">
            {t("list.empty")}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-ops-apps="">
            {apps.map((app) => (
              <li
                key={app.id}
                className="grid gap-1 rounded-xl border border-line bg-white p-4 text-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] md:items-center md:gap-4"
                data-ops-app={app.code}
              >
                <div className="min-w-0">
                  <Link href={opsAppPath(app.id)} className="font-bold break-words text-brand-700 underline">
                    {app.name}
                  </Link>
                  <p className="break-all text-ink-muted">{app.code}</p>
                </div>
                <p className="break-words">{app.providerName}</p>
                <p>
                  <AppStatusBadge status={app.status} label={t(`statuses.${app.status}`)} />
                </p>
                <p className="text-ink-muted">
                  {t("list.updated", {
                    date: format.dateTime(new Date(app.updatedAt), { dateStyle: "medium", timeStyle: "short" }),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {before !== undefined || nextBefore !== null ? (
        <nav aria-label={t("list.paging")} className="mt-6 flex flex-wrap gap-4">
          {before !== undefined ? (
            <Link href={pathWithQuery(OPS_PATHS.apps, filters)} className={pageLink}>
              {t("list.newest")}
            </Link>
          ) : null}
          {nextBefore !== null ? (
            <Link href={pathWithQuery(OPS_PATHS.apps, { ...filters, before: nextBefore })} className={pageLink}>
              {t("list.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
