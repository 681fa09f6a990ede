import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import { Icon, type TIconName } from "./icons";
import { PageIntro } from "./page-intro";
import { TenantsAdminSteps, TenantsCatalogSection, TenantsUsersSection } from "./tenants-sections";
import { HEADINGS_WRAP_BY_PHRASE } from "../server/phrase-wrap";

const OFFERS: { key: string; icon: TIconName }[] = [
  { key: "find", icon: "search" },
  { key: "noReentry", icon: "plug" },
  { key: "requests", icon: "book" },
];

/** /tenants: for companies using the suite — what the store offers, how admins add apps, how users ask. */
export async function TenantsView({ categories }: { categories: { id: number; name: string }[] }) {
  const t = await getT("tenantsPage");
  return (
    <div className={HEADINGS_WRAP_BY_PHRASE}>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={<p>{t("lead")}</p>}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            href="/apps"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
          >
            {t("browseAction")}
            <Icon name="arrow" className="size-5" />
          </Link>
          <Link
            href="/apps?sort=popular"
            className="inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-6 py-3 font-bold text-brand-700 hover:bg-brand-50"
          >
            {t("popularAction")}
          </Link>
        </div>
      </PageIntro>

      <section
        aria-labelledby="tenants-offers-heading"
        className="mx-auto max-w-[var(--width-page)] px-4 py-12 md:py-16"
      >
        <h2 id="tenants-offers-heading" className="text-2xl font-bold">
          {t("offersHeading")}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {OFFERS.map((offer) => (
            <li key={offer.key} className="rounded-2xl border border-line p-6">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={offer.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`offers.${offer.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-7 text-ink-muted">{t(`offers.${offer.key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <TenantsAdminSteps />

      <TenantsUsersSection />

      <TenantsCatalogSection categories={categories} />

      <section aria-labelledby="tenants-more-heading" className="mx-auto max-w-[var(--width-page)] px-4 py-12 md:py-16">
        <h2 id="tenants-more-heading" className="text-2xl font-bold">
          {t("moreHeading")}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {(
            [
              ["cases", "/cases"],
              ["specials", "/specials"],
              ["campaigns", "/campaigns"],
            ] as const
          ).map(([key, href]) => (
            <li key={key} className="relative rounded-2xl border border-line p-5 hover:border-brand-500">
              <h3 className="font-bold">
                <Link href={href} className="after:absolute after:inset-0 hover:text-brand-700">
                  {t(`more.${key}.title`)}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`more.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
