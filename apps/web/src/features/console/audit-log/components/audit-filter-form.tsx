import "server-only";
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from "@store/domain/schemas/audit-event";
import { Link } from "@/ui/store-link";
import { OPS_PATHS } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { auditActionLabel, auditSubjectLabel } from "./audit-labels";
import { FilterField, filterControl, invalidProps } from "@/ui/filter-field";

type TProps = {
  /** The values as typed (kept when one is refused). */
  typed: Record<string, string>;
  invalid: readonly string[];
  /** The end date was refused for not being after the start date. */
  rangeInvalid?: boolean;
  operators: readonly { id: number; name: string }[];
};

/** The audit log's filters: a GET form, so every filtered view is a link that can be shared. */
export async function AuditFilterForm({ typed, invalid, rangeInvalid = false, operators }: TProps) {
  const t = await getT("opsAudit");
  const error = (field: string) => {
    if (!invalid.includes(field)) return null;
    return field === "to" && rangeInvalid ? t("filters.endBeforeStart") : t("filters.invalid");
  };
  const field = (name: string) => ({
    id: `audit-${name}`,
    name,
    defaultValue: typed[name] ?? "",
    className: filterControl,
    ...invalidProps(`audit-${name}`, invalid.includes(name)),
  });
  return (
    <form method="get" action={OPS_PATHS.auditLog} aria-label={t("filters.label")} className="rounded-xl bg-canvas p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FilterField id="audit-action" label={t("filters.action")} error={error("action")}>
          <select {...field("action")}>
            <option value="">{t("filters.anyAction")}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(t, action)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="audit-subjectType" label={t("filters.subjectType")} error={error("subjectType")}>
          <select {...field("subjectType")}>
            <option value="">{t("filters.anySubject")}</option>
            {AUDIT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {auditSubjectLabel(t, subject)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="audit-subjectId" label={t("filters.subjectId")} error={error("subjectId")}>
          <input type="text" inputMode="numeric" autoComplete="off" {...field("subjectId")} />
        </FilterField>
        <FilterField id="audit-operatorId" label={t("filters.operator")} error={error("operatorId")}>
          <select {...field("operatorId")}>
            <option value="">{t("filters.anyOperator")}</option>
            {operators.map((operator) => (
              <option key={operator.id} value={String(operator.id)}>
                {operator.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="audit-from" label={t("filters.from")} error={error("from")}>
          <input type="date" {...field("from")} />
        </FilterField>
        <FilterField id="audit-to" label={t("filters.to")} error={error("to")}>
          <input type="date" {...field("to")} />
        </FilterField>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700">
          {t("filters.apply")}
        </button>
        <Link href={OPS_PATHS.auditLog} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t("filters.clear")}
        </Link>
      </div>
    </form>
  );
}
