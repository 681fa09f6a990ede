import "server-only";
import type { TAuditEventFilter, TAuditEventPage } from "@store/domain/schemas/audit-event";
import { Link } from "@/ui/store-link";
import { OPS_PATHS } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { pathWithQuery } from "@/server/pages/page-query";
import { AuditEventList } from "./audit-event-list";
import { AuditFilterForm } from "./audit-filter-form";

const AUDIT_EVENTS_API = "/api/ops/audit_events";

type TProps = {
  page: TAuditEventPage;
  filter: Partial<TAuditEventFilter>;
  typed: Record<string, string>;
  invalid: readonly string[];
  /** The end date is not after the start date (the end was left out). */
  rangeInvalid?: boolean;
  operators: readonly { id: number; name: string }[];
};

/** /ops/audit_log: every operator action, newest first, filtered; older rows page by page. */
export async function AuditLogView({ page, filter, typed, invalid, rangeInvalid = false, operators }: TProps) {
  const t = await getT("opsAudit");
  const { before, ...filters } = filter;
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{t("title")}</h1>
      <p className="mt-3 text-ink-muted">{t("lead")}</p>
      <div className="mt-6">
        <AuditFilterForm typed={typed} invalid={invalid} rangeInvalid={rangeInvalid} operators={operators} />
      </div>
      {invalid.length > 0 ? (
        <p role="alert" className="mt-4 font-bold text-danger">
          {t("filters.someIgnored")}
        </p>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a href={pathWithQuery(AUDIT_EVENTS_API, { ...filters, format: "csv" })} className="text-brand-700 underline">
          {t("export.csv")}
        </a>
        <a href={pathWithQuery(AUDIT_EVENTS_API, filters)} className="text-brand-700 underline">
          {t("export.json")}
        </a>
      </p>
      <section aria-labelledby="audit-events-heading" className="mt-4">
        <h2 id="audit-events-heading" className="sr-only">
          {t("eventsHeading")}
        </h2>
        <AuditEventList events={page.events} />
      </section>
      {before !== undefined || page.nextBefore !== null ? (
        <nav aria-label={t("paging.label")} className="mt-6 flex flex-wrap gap-4">
          {before !== undefined ? (
            <Link
              href={pathWithQuery(OPS_PATHS.auditLog, filters)}
              className="inline-flex min-h-11 items-center text-brand-700 underline"
            >
              {t("paging.newest")}
            </Link>
          ) : null}
          {page.nextBefore !== null ? (
            <Link
              href={pathWithQuery(OPS_PATHS.auditLog, { ...filters, before: page.nextBefore })}
              className="inline-flex min-h-11 items-center text-brand-700 underline"
              data-audit-older=""
            >
              {t("paging.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
