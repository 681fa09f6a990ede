import { Link } from "@/features/shell/store-link";
import { getT } from "@/i18n/get-t";
import { Icon, type TIconName } from "./icons";
import { PageIntro } from "./page-intro";
import { HEADINGS_WRAP_BY_PHRASE } from "./phrase-wrap";

const OFFERS: { key: string; icon: TIconName }[] = [
  { key: "find", icon: "search" },
  { key: "noReentry", icon: "plug" },
  { key: "requests", icon: "book" },
];

const ADMIN_STEPS = ["find", "check", "signIn", "add", "use"] as const;

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

      <section aria-labelledby="tenants-admin-heading" className="bg-canvas">
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-12 md:py-16">
          <h2 id="tenants-admin-heading" className="text-2xl font-bold">
            {t("adminHeading")}
          </h2>
          <p className="mt-3 max-w-3xl text-ink-muted">{t("adminLead")}</p>
          <ol className="mt-8 grid gap-4 md:grid-cols-5">
            {ADMIN_STEPS.map((step, index) => (
              <li key={step} className="flex gap-4 rounded-2xl border border-line bg-white p-5 md:flex-col md:gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold">{t(`adminSteps.${step}.title`)}</h3>
                  <p className="mt-1 text-sm leading-6 text-ink-muted">{t(`adminSteps.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="tenants-users-heading"
        className="mx-auto max-w-[var(--width-page)] px-4 py-12 md:py-16"
      >
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="tenants-users-heading" className="text-2xl font-bold">
              {t("usersHeading")}
            </h2>
            <p className="mt-4 leading-8">{t("usersBody")}</p>
            <p className="mt-4 leading-8 text-ink-muted">{t("usersMissing")}</p>
          </div>
          <div className="rounded-2xl border border-line bg-brand-50 p-6">
            <h3 className="font-bold text-brand-700">{t("usersFlowHeading")}</h3>
            <ol className="mt-4 flex flex-col gap-3 text-sm">
              {(["ask", "notify", "answer"] as const).map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>{t(`usersFlow.${item}`)}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="tenants-catalog-heading" className="bg-canvas">
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-12 md:py-16">
          <h2 id="tenants-catalog-heading" className="text-2xl font-bold">
            {t("catalogHeading")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {(
              [
                ["allApps", "/apps"],
                ["popularApps", "/apps?sort=popular"],
              ] as const
            ).map(([key, href]) => (
              <li key={key}>
                <Link
                  href={href}
                  className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-white p-5 font-bold hover:border-brand-500 hover:text-brand-700"
                >
                  {t(key)}
                  <Icon name="arrow" className="size-5 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
          {categories.length > 0 ? (
            <>
              <h3 className="mt-10 font-bold">{t("categoriesHeading")}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      href={`/apps?categories=${category.id}`}
                      className="inline-block rounded-full border border-line bg-white px-4 py-2 text-sm hover:border-brand-500 hover:text-brand-700"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </section>

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
