import "server-only";
import { Link } from "@/ui/store-link";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { OPS_PATHS, opsProviderPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import type { TAppProviderListItem } from "../server/list-app-providers";

function ProviderSearch({ q, label, submit, clear }: { q: string; label: string; submit: string; clear: string }) {
  return (
    <form method="get" action={OPS_PATHS.providers} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="ops-provider-search" className="text-sm font-bold">
          {label}
        </label>
        <input
          id="ops-provider-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          className="min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base"
        />
      </div>
      <button type="submit" className={secondaryButton}>
        {submit}
      </button>
      {q ? (
        <Link href={OPS_PATHS.providers} className={secondaryButton}>
          {clear}
        </Link>
      ) : null}
    </form>
  );
}

async function ProviderRow({ provider }: { provider: TAppProviderListItem }) {
  const t = await getT("opsProviders.list");
  return (
    <li className="rounded-xl border border-line bg-white p-4" data-provider-row={provider.id}>
      <Link
        href={opsProviderPath(provider.id)}
        className="text-lg font-bold text-brand-700 underline underline-offset-2"
      >
        {provider.name}
      </Link>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_auto]">
        <dt className="text-ink-muted">{t("email")}</dt>
        <dd className="break-all">{provider.email}</dd>
        <dt className="text-ink-muted">{t("users")}</dt>
        <dd data-provider-users="">{provider.userCount}</dd>
        <dt className="text-ink-muted">{t("apps")}</dt>
        <dd data-provider-apps="">{provider.appCount}</dd>
      </dl>
    </li>
  );
}

/** /ops/providers: every provider by name with its address and how many users and apps it has. */
export async function ProviderListView({
  q,
  providers,
  hasMore,
}: {
  q: string;
  providers: TAppProviderListItem[];
  hasMore: boolean;
}) {
  const t = await getT("opsProviders.list");
  return (
    <div className="mx-auto flex max-w-[var(--width-page)] flex-col gap-6 px-4 py-8 md:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold md:text-3xl">{t("title")}</h1>
        <Link href={OPS_PATHS.newProvider} className={primaryButton}>
          {t("newProvider")}
        </Link>
      </div>
      <ProviderSearch q={q} label={t("searchLabel")} submit={t("search")} clear={t("clearSearch")} />
      {providers.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-6" data-empty-state="">
          {q ? t("emptySearch", { q }) : t("empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("title")}>
          {providers.map((provider) => (
            <ProviderRow key={provider.id} provider={provider} />
          ))}
        </ul>
      )}
      {hasMore ? <p className="text-sm text-ink-muted">{t("more", { count: providers.length })}</p> : null}
    </div>
  );
}
