import type { TAppDetail } from "@store/domain/schemas/app";
import { Link } from "@/ui/store-link";
import type { TDetailT } from "./detail-parts";

/** The provider's announcement and the store's campaign the app takes part in, when there are any. */
export function AppDetailPromotions({ app, t }: { app: TAppDetail; t: TDetailT }) {
  if (!app.announcement && !app.campaign) return null;
  return (
    <div className="mb-10 flex flex-col gap-4">
      {app.announcement ? (
        <section aria-labelledby="announcement-heading" className="rounded-xl bg-brand-50 px-5 py-4">
          <h2 id="announcement-heading" className="mb-1 font-bold text-brand-700">
            {t("announcement")}
          </h2>
          <p className="whitespace-pre-line text-sm">{app.announcement}</p>
        </section>
      ) : null}

      {app.campaign ? (
        <section aria-labelledby="campaign-heading" className="rounded-xl border-2 border-rose-200 px-5 py-4">
          <h2 id="campaign-heading" className="mb-3 font-bold text-rose-800">
            {t("campaign.title")}
          </h2>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-bold">{t("campaign.benefits")}</dt>
            <dd className="whitespace-pre-line">{app.campaign.benefits}</dd>
            <dt className="font-bold">{t("campaign.conditions")}</dt>
            <dd className="whitespace-pre-line">{app.campaign.conditions}</dd>
          </dl>
          <Link href="/campaigns" className="mt-3 inline-block text-sm text-brand-700 underline">
            {t("campaign.more")}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
