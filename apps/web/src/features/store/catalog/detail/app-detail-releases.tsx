import type { TAppDetail } from "@store/domain/schemas/app";
import { getFormatter } from "next-intl/server";
import { External, type TDetailT } from "./detail-parts";

/** The app's releases, in the order the page data gives them. */
export async function AppDetailReleases({ releases, t }: { releases: TAppDetail["releases"]; t: TDetailT }) {
  if (releases.length === 0) return null;
  const format = await getFormatter();
  return (
    <section aria-labelledby="releases-heading">
      <h2 id="releases-heading" className="mb-3 text-base font-bold">
        {t("releases")}
      </h2>
      <ul className="flex flex-col gap-3">
        {releases.map((release) => (
          <li key={`${release.publishedAt}-${release.title}`}>
            <time dateTime={release.publishedAt} className="block text-xs text-ink-muted">
              {format.dateTime(new Date(release.publishedAt), { dateStyle: "medium" })}
            </time>
            {release.url ? (
              <External href={release.url} t={t}>
                {release.title}
              </External>
            ) : (
              release.title
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
