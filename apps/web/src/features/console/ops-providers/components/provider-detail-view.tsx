import "server-only";
import { Link } from "@/ui/store-link";
import { OPS_PATHS, opsAppPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import type { TAppProviderConsole } from "../server/get-app-provider-console";
import { InviteUserForm } from "./invite-user-form";
import { ProviderUserList } from "./provider-user-list";

const link = "font-bold text-brand-700 underline underline-offset-2";

async function ProviderApps({ apps }: { apps: TAppProviderConsole["apps"] }) {
  const t = await getT("opsProviders.detail");
  if (apps.length === 0) return <p className="rounded-xl border border-line bg-white p-5">{t("noApps")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {apps.map((app) => (
        <li
          key={app.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-white p-4"
        >
          <Link href={opsAppPath(app.id)} className={link}>
            {app.name}
          </Link>
          <span className="text-sm text-ink-muted">{t(`appStatus.${app.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** /ops/providers/{id}: the provider, its users (invite, suspend, reactivate, resend) and its apps. */
export async function ProviderDetailView({ provider }: { provider: TAppProviderConsole }) {
  const t = await getT("opsProviders.detail");
  return (
    <div className="mx-auto flex max-w-[var(--width-page)] flex-col gap-8 px-4 py-8 md:py-10">
      <div className="flex flex-col gap-2">
        <Link href={OPS_PATHS.providers} className={`${link} text-sm`}>
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold break-words md:text-3xl">{provider.name}</h1>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-muted">{t("contact")}</dt>
          <dd className="break-all">{provider.email}</dd>
          {provider.url ? (
            <>
              <dt className="text-ink-muted">{t("url")}</dt>
              <dd className="break-all">{provider.url}</dd>
            </>
          ) : null}
        </dl>
        {provider.description ? <p className="whitespace-pre-line text-ink-muted">{provider.description}</p> : null}
      </div>
      <section aria-labelledby="ops-provider-users" className="flex flex-col gap-3">
        <h2 id="ops-provider-users" className="text-xl font-bold">
          {t("usersHeading")}
        </h2>
        <ProviderUserList users={provider.users} />
      </section>
      <section aria-labelledby="ops-provider-invite" className="flex flex-col gap-3">
        <h2 id="ops-provider-invite" className="text-xl font-bold">
          {t("inviteHeading")}
        </h2>
        <InviteUserForm appProviderId={provider.id} />
      </section>
      <section aria-labelledby="ops-provider-apps" className="flex flex-col gap-3">
        <h2 id="ops-provider-apps" className="text-xl font-bold">
          {t("appsHeading")}
        </h2>
        <ProviderApps apps={provider.apps} />
      </section>
    </div>
  );
}
