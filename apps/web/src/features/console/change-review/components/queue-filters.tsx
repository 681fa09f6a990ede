import "server-only";
import { CHANGE_REQUEST_KINDS, type TChangeRequestQueueQuery } from "@store/domain/schemas/change-request-review";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import { OPS_PATHS } from "@/paths/ops-paths";

const SELECT = "mt-1 block w-full min-h-11 rounded-lg border border-line bg-white px-2";

/** The queue's filters as a plain GET form: the URL holds them, so a filtered queue can be shared and reloaded. */
export async function QueueFilters({
  query,
  providers,
}: {
  query: TChangeRequestQueueQuery;
  providers: { id: number; name: string }[];
}) {
  const [t, tKind] = await Promise.all([getT("opsReview.queue"), getT("opsReview.kinds")]);
  return (
    <form
      method="get"
      action={OPS_PATHS.changeRequests}
      aria-label={t("filtersLabel")}
      data-queue-filters=""
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-end"
    >
      <label className="font-bold sm:w-72">
        {t("provider")}
        <select name="provider" defaultValue={query.provider ?? ""} className={SELECT}>
          <option value="">{t("allProviders")}</option>
          {providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </select>
      </label>
      <label className="font-bold sm:w-56">
        {t("kind")}
        <select name="kind" defaultValue={query.kind ?? ""} className={SELECT}>
          <option value="">{t("allKinds")}</option>
          {CHANGE_REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {tKind(kind)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700">
          {t("apply")}
        </button>
        {query.provider || query.kind ? (
          <Link href={OPS_PATHS.changeRequests} className="font-bold text-brand-700 underline">
            {t("clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
