import type { TEditorialApp } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";

/**
 * Cards of the apps a special, campaign or case features: logo, name (the link to its page),
 * provider and description. `compact` drops the description for dense lists.
 */
export async function AppCardList({
  apps,
  compact = false,
  stacked = false,
  emptyMessage,
  headingLevel = 3,
}: {
  apps: TEditorialApp[];
  compact?: boolean;
  /** One card a row from 960 px, for a narrow column. */
  stacked?: boolean;
  emptyMessage: string;
  /** The level of each app name's heading, one below the section's. */
  headingLevel?: 3 | 4;
}) {
  const t = await getT("editorial");
  const Heading = headingLevel === 4 ? "h4" : "h3";
  if (apps.length === 0) return <p className="rounded-xl bg-canvas p-5 text-sm text-ink-muted">{emptyMessage}</p>;
  return (
    <ul
      className={`grid gap-4 ${stacked ? "sm:grid-cols-2 md:grid-cols-1" : compact ? "sm:grid-cols-2 md:grid-cols-3" : "sm:grid-cols-2"}`}
    >
      {apps.map((app) => (
        <li
          key={app.id}
          data-app-card={app.code}
          className="relative flex gap-4 rounded-xl border border-line bg-white p-4 transition hover:border-brand-500 hover:shadow-md focus-within:border-brand-500"
        >
          {app.logoImage ? (
            // biome-ignore lint/performance/noImgElement: generated SVG logos need no optimisation
            <img
              src={app.logoImage}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-xl"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-100 text-xl font-bold text-brand-700"
            >
              {[...app.name][0]}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <Heading className="font-bold leading-snug">
              <Link
                href={`/apps/${encodeURIComponent(app.code)}`}
                className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
              >
                {app.name}
              </Link>
            </Heading>
            <p className="mt-0.5 text-xs text-ink-muted">{t("providedBy", { provider: app.appProvider.name })}</p>
            {app.status === "upcoming" ? (
              <p className="mt-1 inline-block rounded bg-amber-50 px-2 text-xs font-bold text-warning">
                {t("upcoming")}
              </p>
            ) : null}
            {compact ? null : <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{app.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
