import "server-only";
import { scopeViews } from "@store/domain/integration";
import type { TLocale } from "@store/domain/locales";
import {
  OPERATION_LOG_CSV_LIMIT,
  type TOperationLogFilter,
  type TOperationLogPage,
} from "@store/domain/schemas/tenant";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import { paginationLabels } from "@/i18n/pagination-labels";
import { pathWithQuery } from "@/server/pages/page-query";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";
import { PaginationNav } from "@/ui/pagination-nav";
import { OPERATION_LOGS_PATH, OperationLogFilterForm } from "./operation-log-filter-form";
import { operatedAtText, operationLogMessage } from "./operation-log-text";

const OPERATION_LOGS_API = "/api/tenant_admin/operation_logs";

type TProps = {
  tenantName: string;
  locale: TLocale;
  logs: TOperationLogPage;
  /** The filters that apply (refused ones left out). */
  filter: Partial<TOperationLogFilter>;
  typed: Record<string, string>;
  invalid: readonly string[];
  facets: { apps: string[]; users: string[] };
};

/**
 * SPEC §2 /tenant_admin/operation_logs: who did what, when and from where, newest first, filtered;
 * messages in the viewer's language; a table on wider screens, a list on phones; CSV export of the
 * filtered rows.
 */
export async function OperationLogsView({ tenantName, locale, logs, filter, typed, invalid, facets }: TProps) {
  const t = await getT("tenantAdmin.operationLogs");
  const when = (iso: string) => operatedAtText(locale, iso);
  const message = (log: TOperationLogPage["data"][number]) => operationLogMessage(t, locale, log);
  // Issue 27: the scopes a connect granted or an update added, as the parent service labels them.
  const catalogue = logs.data.some((log) => log.scopes?.length) ? await scopeCatalogue() : null;
  const scopes = (log: TOperationLogPage["data"][number]) =>
    log.scopes?.length ? (
      <span className="mt-1 block text-xs text-ink-muted" data-cell="scopes">
        {t("scopes")}:{" "}
        {scopeViews(catalogue, log.scopes, locale)
          .map((view) => view.label)
          .join(" / ")}
      </span>
    ) : null;
  const { pagination } = logs;
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== "");
  const filters = { ...filter } as Record<string, string | undefined>;
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 sm:py-10">
      <p className="text-sm text-ink-muted" data-tenant-name="">
        {tenantName}
      </p>
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link href="/tenant_admin" className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
          {t("installedAppsLink")}
        </Link>
      </div>
      <OperationLogFilterForm locale={locale} typed={typed} invalid={invalid} apps={facets.apps} users={facets.users} />
      {invalid.length > 0 ? (
        <p role="alert" className="mt-4 font-bold text-danger" data-operation-logs-invalid="">
          {t("filters.someIgnored")}
        </p>
      ) : null}
      {pagination.count === 0 ? (
        <p className="mt-6 rounded-xl bg-canvas px-5 py-8 text-center" data-operation-logs-empty="">
          {filtered ? t("noMatch") : t("empty")}
        </p>
      ) : logs.data.length === 0 ? (
        <p className="mt-6 rounded-xl bg-canvas px-5 py-8 text-center" data-operation-logs-beyond="">
          {t("beyondLastPage", { count: pagination.count, pages: pagination.pages })}{" "}
          <Link href={pathWithQuery(OPERATION_LOGS_PATH, filters)} className="text-brand-700 underline">
            {t("firstPage")}
          </Link>
        </p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-muted" data-operation-logs-count="">
              {t("count", { count: pagination.count })}
            </p>
            <a
              href={pathWithQuery(OPERATION_LOGS_API, { ...filters, format: "csv" })}
              download=""
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 font-bold text-brand-700"
              data-operation-logs-export=""
            >
              {t("export.csv")}
            </a>
          </div>
          {pagination.count > OPERATION_LOG_CSV_LIMIT ? (
            <p className="mt-2 text-sm text-ink-muted">{t("export.capped", { limit: OPERATION_LOG_CSV_LIMIT })}</p>
          ) : null}
          <div className="mt-3 hidden overflow-x-auto md:block">
            <table className="w-full border-collapse text-left text-sm" data-operation-logs="">
              <caption className="sr-only">{t("title")}</caption>
              <thead>
                <tr className="border-b-2 border-line">
                  <th scope="col" className="px-3 py-2 whitespace-nowrap">
                    {t("operatedAt")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("operation")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("performedBy")}
                  </th>
                  <th scope="col" className="px-3 py-2 whitespace-nowrap">
                    {t("ipAddress")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("userAgent")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {logs.data.map((log) => (
                  <tr key={log.id} className="border-b border-line align-top" data-operation-log={log.operationType}>
                    <td className="px-3 py-2 whitespace-nowrap" data-cell="operatedAt">
                      {when(log.operatedAt)}
                    </td>
                    <td className="px-3 py-2">
                      <span className="block text-xs text-ink-muted" data-cell="operation">
                        {t(`types.${log.operationType}`)}
                      </span>
                      <span data-cell="message">{message(log)}</span>
                      {scopes(log)}
                    </td>
                    <td className="px-3 py-2 break-all" data-cell="email">
                      {log.email}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap" data-cell="ipAddress">
                      {log.ipAddress}
                    </td>
                    <td className="max-w-72 px-3 py-2 text-xs break-words text-ink-muted" data-cell="userAgent">
                      {log.userAgent}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-3 flex flex-col gap-3 md:hidden" data-operation-log-list="">
            {logs.data.map((log) => (
              <li key={log.id} className="rounded-xl border border-line bg-white p-4 text-sm">
                <p className="text-xs text-ink-muted">
                  {when(log.operatedAt)} ・ {t(`types.${log.operationType}`)}
                </p>
                <p className="mt-1 font-bold">{message(log)}</p>
                {scopes(log)}
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                  <dt className="text-ink-muted">{t("performedBy")}</dt>
                  <dd className="break-all">{log.email}</dd>
                  <dt className="text-ink-muted">{t("ipAddress")}</dt>
                  <dd>{log.ipAddress}</dd>
                  <dt className="text-ink-muted">{t("userAgent")}</dt>
                  <dd className="break-words">{log.userAgent}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <PaginationNav
            page={pagination.page}
            pages={pagination.pages}
            label={t("pagination")}
            labels={await paginationLabels()}
            link={Link}
            hrefFor={(page) => pathWithQuery(OPERATION_LOGS_PATH, { ...filters, page: page === 1 ? undefined : page })}
          />
        </>
      )}
    </div>
  );
}
