import type { TAppDetail } from "@store/domain/schemas/app";
import { Link } from "@/ui/store-link";
import { appListHref } from "../list/app-list-url";
import { EMPTY_LIST, type TDetailT } from "./detail-parts";
import { StoreImage } from "@/features/platform/media";

/** The trail back to the top page and the app list. */
export function AppDetailBreadcrumbs({ app, t }: { app: TAppDetail; t: TDetailT }) {
  return (
    <nav aria-label={t("breadcrumbs")} className="mb-4 text-sm text-ink-muted">
      <ol className="flex flex-wrap gap-1">
        <li>
          <Link href="/" className="hover:underline">
            {t("home")}
          </Link>
          <span aria-hidden="true"> / </span>
        </li>
        <li>
          <Link href="/apps" className="hover:underline">
            {t("appList")}
          </Link>
          <span aria-hidden="true"> / </span>
        </li>
        <li aria-current="page" className="text-ink">
          {app.name}
        </li>
      </ol>
    </nav>
  );
}

/** DOMAIN.md: a discontinued app keeps its page and says so; an upcoming one says it is coming. */
export function AppStatusNotice({ app, t }: { app: TAppDetail; t: TDetailT }) {
  return (
    <>
      {app.status === "discontinued" ? (
        <p role="note" className="mb-6 rounded-lg border border-line bg-canvas px-4 py-3 font-bold">
          {t("discontinuedNotice")}
        </p>
      ) : null}
      {app.status === "upcoming" ? (
        <p role="note" className="mb-6 rounded-lg bg-amber-50 px-4 py-3 font-bold text-warning">
          {t("upcomingNotice")}
        </p>
      ) : null}
    </>
  );
}

/** Logo, name, provider, title, badges, categories and tags. */
export function AppDetailHeader({ app, t }: { app: TAppDetail; t: TDetailT }) {
  return (
    <header className="md:col-start-1">
      <div className="mb-4 flex items-start gap-4">
        <StoreImage
          src={app.logoImage ?? `/img/apps/${app.code}/logo.svg`}
          alt=""
          width={88}
          height={88}
          className="size-16 shrink-0 rounded-xl border border-line sm:size-22"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold leading-snug md:text-3xl">{app.name}</h1>
          <p className="text-sm text-ink-muted">{t("provider", { name: app.appProvider.name })}</p>
        </div>
      </div>
      {app.title ? <p className="mb-4 text-lg font-bold text-ink">{app.title}</p> : null}
      <ul aria-label={t("badges")} className="mb-4 flex flex-wrap gap-2 text-sm">
        {app.status === "upcoming" ? (
          <li className="rounded bg-amber-100 px-2 py-0.5 font-bold text-warning">{t("comingSoon")}</li>
        ) : null}
        {app.campaign ? (
          <li className="rounded bg-rose-100 px-2 py-0.5 font-bold text-rose-800">{t("campaignBadge")}</li>
        ) : null}
        {app.plan ? (
          <li className="rounded bg-brand-50 px-2 py-0.5 text-brand-700" data-taxonomy="plan">
            {app.plan.name}
          </li>
        ) : null}
        {app.ssoSupported ? (
          <li className="rounded border border-brand-600 px-2 py-0.5 text-brand-700">{t("sso")}</li>
        ) : null}
      </ul>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {app.categories.length > 0 ? (
          <>
            <dt className="text-ink-muted">{t("categories")}</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {app.categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      href={appListHref(EMPTY_LIST, { categories: [category.id] })}
                      className="text-brand-700 underline"
                      data-taxonomy="category"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {app.tags.length > 0 ? (
          <>
            <dt className="text-ink-muted">{t("tags")}</dt>
            <dd>
              <ul className="flex flex-wrap gap-1.5">
                {app.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      href={appListHref(EMPTY_LIST, { q: tag.name })}
                      className="inline-block rounded-full border border-line px-2 text-ink-muted hover:border-brand-600 hover:text-brand-700"
                      data-taxonomy="tag"
                    >
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </header>
  );
}
