import "server-only";
import { APP_STATUSES } from "@store/domain/enums";
import { Link } from "@/ui/store-link";
import { FilterField, filterControl, invalidProps } from "@/ui/filter-field";
import { OPS_PATHS } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";

type TProps = {
  typed: Record<string, string>;
  invalid: readonly string[];
  providers: readonly { id: number; name: string }[];
};

/** Search by name or code, filter by status and provider: a GET form, each view a shareable link. */
export async function AppListFilters({ typed, invalid, providers }: TProps) {
  const t = await getT("opsApps");
  const field = (name: string) => ({
    id: `apps-${name}`,
    name,
    defaultValue: typed[name] ?? "",
    className: filterControl,
    ...invalidProps(`apps-${name}`, invalid.includes(name)),
  });
  const error = (name: string) => (invalid.includes(name) ? t("list.invalid") : null);
  return (
    <form method="get" action={OPS_PATHS.apps} aria-label={t("list.filtersLabel")} className="rounded-xl bg-canvas p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterField id="apps-q" label={t("list.search")} error={error("q")}>
          <input type="search" autoComplete="off" maxLength={100} {...field("q")} />
        </FilterField>
        <FilterField id="apps-status" label={t("list.status")} error={error("status")}>
          <select {...field("status")}>
            <option value="">{t("list.anyStatus")}</option>
            {APP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="apps-provider" label={t("list.provider")} error={error("provider")}>
          <select {...field("provider")}>
            <option value="">{t("list.anyProvider")}</option>
            {providers.map((provider) => (
              <option key={provider.id} value={String(provider.id)}>
                {provider.name}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700">
          {t("list.apply")}
        </button>
        <Link href={OPS_PATHS.apps} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t("list.clear")}
        </Link>
      </div>
    </form>
  );
}
