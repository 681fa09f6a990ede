import { getT } from "@/i18n/get-t";
import { APP_LIST_PATH, type TAppListState } from "./app-list-url";

/**
 * The keyword search: a plain GET form to /apps (a page load from the public cache; next/form's
 * client navigation cost about 1.7 KB of every page's first load, issue 12). On the list it keeps
 * the chosen facets and sort; a new keyword starts at page 1.
 */
export async function AppSearchForm({
  state,
  id,
  large = false,
}: {
  state?: TAppListState;
  id: string;
  large?: boolean;
}) {
  const t = await getT("catalog.search");
  return (
    <search className="block w-full max-w-2xl">
      <form action={APP_LIST_PATH} method="get" key={state?.q ?? ""} className="flex w-full gap-2">
        <label htmlFor={id} className="sr-only">
          {t("label")}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={state?.q ?? ""}
          placeholder={t("placeholder")}
          maxLength={100}
          enterKeyHint="search"
          className={`min-w-0 flex-1 rounded-lg border border-line bg-white px-4 ${large ? "py-3 text-base" : "py-2"}`}
        />
        {state && state.categories.length > 0 ? (
          <input type="hidden" name="categories" value={state.categories.join(",")} />
        ) : null}
        {state?.plan ? <input type="hidden" name="plan" value={state.plan} /> : null}
        {state?.campaign ? <input type="hidden" name="campaign" value="true" /> : null}
        {state?.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
        <button
          type="submit"
          className={`shrink-0 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 ${large ? "py-3" : "py-2"}`}
        >
          {t("submit")}
        </button>
      </form>
    </search>
  );
}
