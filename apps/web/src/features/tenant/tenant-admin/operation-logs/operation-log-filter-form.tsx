import "server-only";
import { OPERATION_TYPES } from "@store/domain/enums";
import { LOCALE_TAG, type TLocale, WEEK_START } from "@store/domain/locales";
import { FilterField, filterControl, invalidProps } from "@/ui/filter-field";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import { DatePickerField } from "./date-picker-field";

export const OPERATION_LOGS_PATH = "/tenant_admin/operation_logs";

type TProps = {
  locale: TLocale;
  /** The values as typed (kept when one is refused). */
  typed: Record<string, string>;
  invalid: readonly string[];
  apps: readonly string[];
  users: readonly string[];
};

/** The operation log's filters: a GET form, so the URL holds them and paging keeps them. */
export async function OperationLogFilterForm({ locale, typed, invalid, apps, users }: TProps) {
  const t = await getT("tenantAdmin.operationLogs");
  const error = (field: string) => (invalid.includes(field) ? t(`filters.invalid.${field}`) : null);
  const field = (name: string) => ({
    id: `oplog-${name}`,
    name,
    defaultValue: typed[name] ?? "",
    className: filterControl,
    ...invalidProps(`oplog-${name}`, invalid.includes(name)),
  });
  const date = (name: "from" | "to") => (
    <FilterField id={`oplog-${name}`} label={t(`filters.${name}`)} error={error(name)}>
      <DatePickerField
        id={`oplog-${name}`}
        name={name}
        defaultValue={typed[name] ?? ""}
        localeTag={LOCALE_TAG[locale]}
        weekStart={WEEK_START[locale]}
        className={filterControl}
        invalidProps={invalidProps(`oplog-${name}`, invalid.includes(name))}
        labels={{
          open: t("datePicker.open", { field: t(`filters.${name}`) }),
          previousMonth: t("datePicker.previousMonth"),
          nextMonth: t("datePicker.nextMonth"),
          close: t("datePicker.close"),
        }}
      />
    </FilterField>
  );
  // A typed value no longer in the logs stays selectable, so the form shows what was asked for.
  const withTyped = (values: readonly string[], typedValue: string | undefined) =>
    typedValue && !values.includes(typedValue) ? [typedValue, ...values] : values;
  return (
    <form
      method="get"
      action={OPERATION_LOGS_PATH}
      aria-label={t("filters.label")}
      className="mt-6 rounded-xl bg-canvas p-4"
      data-operation-log-filters=""
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FilterField id="oplog-type" label={t("filters.type")} error={error("type")}>
          <select {...field("type")}>
            <option value="">{t("filters.anyType")}</option>
            {OPERATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="oplog-app" label={t("filters.app")} error={error("app")}>
          <select {...field("app")}>
            <option value="">{t("filters.anyApp")}</option>
            {withTyped(apps, typed.app).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="oplog-user" label={t("filters.user")} error={error("user")}>
          <select {...field("user")}>
            <option value="">{t("filters.anyUser")}</option>
            {withTyped(users, typed.user).map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </FilterField>
        {date("from")}
        {date("to")}
      </div>
      <p className="mt-2 text-sm text-ink-muted">{t("filters.dateHint")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700">
          {t("filters.apply")}
        </button>
        <Link href={OPERATION_LOGS_PATH} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t("filters.clear")}
        </Link>
      </div>
    </form>
  );
}
