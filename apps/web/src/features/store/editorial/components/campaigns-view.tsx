import type { TCampaign } from "@store/domain/schemas/editorial";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { AppCardList } from "./app-card-list";
import { EditorialListPage } from "./editorial-list-page";

/** /campaigns: the campaigns running now, each with its period, benefits, conditions and apps. */
export async function CampaignListView({ campaigns }: { campaigns: TCampaign[] }) {
  const t = await getT("campaigns");
  const format = await getFormatter();
  return (
    <EditorialListPage namespace="campaigns" items={campaigns}>
      <ul className="flex flex-col gap-10" data-campaign-list>
        {campaigns.map((campaign) => {
          // endsAt is exclusive: the last day shown is the one before it.
          const lastDay = new Date(new Date(campaign.endsAt).getTime() - 1);
          const period = t("periodRange", {
            from: format.dateTime(new Date(campaign.startsAt), { dateStyle: "long" }),
            until: format.dateTime(lastDay, { dateStyle: "long" }),
          });
          const headingId = `campaign-${campaign.id}`;
          return (
            <li key={campaign.id}>
              <article
                aria-labelledby={headingId}
                className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
              >
                {campaign.imageUrl ? (
                  // biome-ignore lint/performance/noImgElement: generated SVG banners need no optimisation
                  <img
                    src={campaign.imageUrl}
                    alt=""
                    width={1200}
                    height={400}
                    loading="lazy"
                    className="aspect-[3/1] w-full bg-brand-50 object-cover md:aspect-[4/1]"
                  />
                ) : null}
                <div className="grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                  <div className="p-5 md:p-8">
                    <p className="mb-2 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-0.5 text-xs font-bold text-brand-700">
                      <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
                      {t("running")}
                    </p>
                    <h2 id={headingId} className="text-xl font-bold leading-snug md:text-2xl">
                      {campaign.title}
                    </h2>
                    <p className="mt-2 text-ink-muted">{campaign.description}</p>
                    <dl className="mt-5 grid gap-4 text-sm">
                      <div>
                        <dt className="font-bold">{t("period")}</dt>
                        <dd className="mt-1">
                          <time dateTime={campaign.startsAt}>{period}</time>
                        </dd>
                      </div>
                      <div className="rounded-xl bg-brand-50 p-4">
                        <dt className="font-bold text-brand-700">{t("benefits")}</dt>
                        <dd className="mt-1 whitespace-pre-line">{campaign.benefits}</dd>
                      </div>
                      <div>
                        <dt className="font-bold">{t("conditions")}</dt>
                        <dd className="mt-1 whitespace-pre-line text-ink-muted">{campaign.conditions}</dd>
                      </div>
                    </dl>
                  </div>
                  <section
                    aria-labelledby={`${headingId}-apps`}
                    className="border-t border-line bg-canvas p-5 md:border-l md:border-t-0 md:p-8"
                  >
                    <h3 id={`${headingId}-apps`} className="mb-3 font-bold">
                      {t("apps")}
                    </h3>
                    <AppCardList apps={campaign.apps} compact stacked headingLevel={4} emptyMessage={t("noApps")} />
                  </section>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </EditorialListPage>
  );
}
