import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { Icon, type TIconName } from "./icons";
import { HEADINGS_WRAP_BY_PHRASE } from "../server/phrase-wrap";

/** /about: what the store is, what it does for whom, and where to go next. */
export async function AboutView({ figures }: { figures: { apps: number; providers: number; categories: number } }) {
  const t = await getT("about");
  const format = await getFormatter();
  const values: { icon: TIconName; key: string }[] = [
    { icon: "search", key: "find" },
    { icon: "plug", key: "connect" },
    { icon: "shield", key: "trust" },
  ];
  const audiences: { icon: TIconName; key: string; href: string }[] = [
    { icon: "building", key: "tenants", href: "/tenants" },
    { icon: "handshake", key: "partners", href: "/partner" },
    { icon: "book", key: "cases", href: "/cases" },
  ];
  return (
    <div className={HEADINGS_WRAP_BY_PHRASE}>
      <section className="mk-hero" aria-labelledby="about-title">
        <div className="mx-auto grid max-w-[var(--width-page)] items-center gap-10 px-4 py-14 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:py-24">
          <div>
            <p className="mb-3 text-sm font-bold text-brand-700">{t("eyebrow")}</p>
            <h1 id="about-title" className="text-3xl font-bold leading-tight md:text-5xl md:leading-tight">
              {t("title")}
            </h1>
            <p className="mt-6 text-ink-muted md:text-lg md:leading-8">{t("lead")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                href="/apps"
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
              >
                {t("browseAction")}
                <Icon name="arrow" className="size-5" />
              </Link>
              <Link
                href="/tenants"
                className="inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-6 py-3 font-bold text-brand-700 hover:bg-brand-50"
              >
                {t("tenantsAction")}
              </Link>
            </div>
          </div>
          <StoreIllustration />
        </div>
      </section>

      <section aria-labelledby="about-figures-heading" className="border-b border-line">
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-10">
          <h2 id="about-figures-heading" className="sr-only">
            {t("figuresHeading")}
          </h2>
          <dl className="grid grid-cols-3 gap-4 text-center">
            {(
              [
                ["appsFigure", figures.apps],
                ["providersFigure", figures.providers],
                ["categoriesFigure", figures.categories],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex flex-col-reverse gap-1">
                <dt className="text-xs text-ink-muted md:text-sm">{t(key)}</dt>
                <dd className="text-2xl font-bold text-brand-700 md:text-4xl">{format.number(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="about-values-heading" className="mx-auto max-w-[var(--width-page)] px-4 py-14 md:py-20">
        <h2 id="about-values-heading" className="text-2xl font-bold md:text-3xl">
          {t("valuesHeading")}
        </h2>
        <p className="mt-3 max-w-3xl text-ink-muted">{t("valuesLead")}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.key} className="mk-card rounded-2xl border border-line bg-white p-6">
              <span className="mk-icon">
                <Icon name={value.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`values.${value.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-7 text-ink-muted">{t(`values.${value.key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-audiences-heading" className="bg-canvas">
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-14 md:py-20">
          <h2 id="about-audiences-heading" className="text-2xl font-bold md:text-3xl">
            {t("audiencesHeading")}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {audiences.map((audience) => (
              <li
                key={audience.key}
                className="mk-card relative flex flex-col rounded-2xl border border-line bg-white p-6"
              >
                <span className="mk-icon">
                  <Icon name={audience.icon} />
                </span>
                <h3 className="mt-4 text-lg font-bold">{t(`audiences.${audience.key}.title`)}</h3>
                <p className="mt-2 flex-1 text-sm leading-7 text-ink-muted">{t(`audiences.${audience.key}.body`)}</p>
                <Link
                  href={audience.href}
                  className="mt-5 inline-flex items-center gap-1 font-bold text-brand-700 after:absolute after:inset-0 hover:underline"
                >
                  {t(`audiences.${audience.key}.link`)}
                  <Icon name="arrow" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta-heading" className="mx-auto max-w-[var(--width-page)] px-4 pt-14 md:pt-20">
        <div className="mk-band flex flex-col items-start gap-6 rounded-3xl px-5 py-10 md:flex-row md:items-center md:justify-between md:px-12 md:py-12">
          <div>
            <h2 id="about-cta-heading" className="text-2xl font-bold">
              {t("ctaHeading")}
            </h2>
            <p className="mt-2 text-white/90">{t("ctaBody")}</p>
          </div>
          <Link
            href="/apps"
            className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white px-6 py-3 font-bold text-brand-700 hover:bg-brand-50"
          >
            {t("browseAction")}
            <Icon name="arrow" className="size-5" />
          </Link>
        </div>
      </section>
    </div>
  );
}

/** Apps gathering around the suite: tiles orbiting a hub. */
function StoreIllustration() {
  const tiles = [
    [40, 40, 168],
    [150, 20, 200],
    [260, 50, 32],
    [20, 150, 280],
    [280, 160, 140],
    [60, 260, 12],
    [170, 280, 220],
    [270, 260, 96],
  ] as const;
  return (
    <svg aria-hidden="true" viewBox="0 0 360 360" className="mx-auto hidden w-full max-w-sm md:block">
      <circle cx="180" cy="180" r="150" fill="#d4ecea" opacity=".6" />
      <circle cx="180" cy="180" r="105" fill="none" stroke="#1f8a83" strokeDasharray="4 8" opacity=".5" />
      {tiles.map(([x, y, hue]) => (
        <g key={`${x}-${y}`}>
          <line x1="180" y1="180" x2={x + 30} y2={y + 30} stroke="#1f8a83" strokeOpacity=".25" strokeWidth="2" />
          <rect x={x} y={y} width="60" height="60" rx="16" fill={`hsl(${hue} 55% 58%)`} />
          <rect x={x + 16} y={y + 22} width="28" height="6" rx="3" fill="#fff" opacity=".85" />
          <rect x={x + 16} y={y + 33} width="18" height="6" rx="3" fill="#fff" opacity=".6" />
        </g>
      ))}
      <rect x="130" y="130" width="100" height="100" rx="26" fill="#17736d" />
      <path d="M158 182l14 14 30-32" stroke="#fff" strokeWidth="9" fill="none" strokeLinecap="round" />
    </svg>
  );
}
