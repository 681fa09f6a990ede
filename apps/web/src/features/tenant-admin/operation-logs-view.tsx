import "server-only";
import type { TOperationLogPage } from "@store/domain/schemas/tenant";
import { Link } from "@/features/shell/store-link";
import { getFormatter } from "next-intl/server";
import { PaginationNav } from "@/features/catalog/pagination-nav";
import { getT } from "@/i18n/get-t";

/**
 * SPEC §2 /tenant_admin/operation_logs: who did what, when and from where, newest first; a table on
 * wider screens, a list on phones.
 */
export async function OperationLogsView({ tenantName, logs }: { tenantName: string; logs: TOperationLogPage }) {
  const t = await getT("tenantAdmin.operationLogs");
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const { pagination } = logs;
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
      {logs.data.length === 0 ? (
        <p className="mt-6 rounded-xl bg-canvas px-5 py-8 text-center" data-operation-logs-empty="">
          {t("empty")}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-ink-muted">{t("count", { count: pagination.count })}</p>
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
                    <td className="px-3 py-2 whitespace-nowrap">{when(log.operatedAt)}</td>
                    <td className="px-3 py-2">
                      <span className="block text-xs text-ink-muted">{t(`types.${log.operationType}`)}</span>
                      {log.message}
                    </td>
                    <td className="px-3 py-2 break-all">{log.email}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{log.ipAddress}</td>
                    <td className="max-w-72 px-3 py-2 text-xs break-words text-ink-muted">{log.userAgent}</td>
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
                <p className="mt-1 font-bold">{log.message}</p>
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
            hrefFor={(page) =>
              page === 1 ? "/tenant_admin/operation_logs" : `/tenant_admin/operation_logs?page=${page}`
            }
          />
        </>
      )}
    </div>
  );
}
