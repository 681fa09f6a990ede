import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import { Icon, type TIconName } from "./icons";
import { PartnerExternalLink } from "./partner-links";
import { HEADINGS_WRAP_BY_PHRASE } from "../server/phrase-wrap";

const BENEFITS: { key: string; icon: TIconName }[] = [
  { key: "reach", icon: "users" },
  { key: "api", icon: "api" },
  { key: "leads", icon: "megaphone" },
  { key: "features", icon: "sparkle" },
];

const STEPS = ["contact", "contract", "develop", "draft", "review"] as const;

/** The review flow of DOMAIN.md: in_draft → pending → in_review → approved, or rejected and back. */
const FLOW = [
  { status: "inDraft", tone: "bg-white border-line" },
  { status: "pending", tone: "bg-white border-line" },
  { status: "inReview", tone: "bg-white border-line" },
  { status: "approved", tone: "bg-brand-50 border-brand-500" },
] as const;

/** /partner: the partner programme, how to list an app, the review flow, terms and contact. */
export async function PartnerView() {
  const t = await getT("partner");
  return (
    <div className={HEADINGS_WRAP_BY_PHRASE}>
      <section className="mk-hero" aria-labelledby="partner-title">
        <div className="mx-auto grid max-w-[var(--width-page)] items-center gap-10 px-4 py-14 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:py-24">
          <div>
            <p className="mb-3 text-sm font-bold text-brand-700">{t("eyebrow")}</p>
            <h1 id="partner-title" className="text-3xl font-bold leading-tight md:text-5xl md:leading-tight">
              {t("title")}
            </h1>
            <p className="mt-6 text-ink-muted md:text-lg md:leading-8">{t("lead")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <PartnerExternalLink to="partnerContactForm" />
              <PartnerExternalLink to="partnersDeveloper" variant="outline" />
            </div>
          </div>
          <PartnerIllustration />
        </div>
      </section>

      <section
        aria-labelledby="partner-benefits-heading"
        className="mx-auto max-w-[var(--width-page)] px-4 py-14 md:py-20"
      >
        <h2 id="partner-benefits-heading" className="text-2xl font-bold md:text-3xl">
          {t("benefitsHeading")}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.key} className="mk-card flex gap-4 rounded-2xl border border-line bg-white p-6">
              <span className="mk-icon shrink-0">
                <Icon name={benefit.icon} />
              </span>
              <div>
                <h3 className="text-lg font-bold">{t(`benefits.${benefit.key}.title`)}</h3>
                <p className="mt-2 text-sm leading-7 text-ink-muted">{t(`benefits.${benefit.key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partner-steps-heading" className="bg-canvas">
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-14 md:py-20">
          <h2 id="partner-steps-heading" className="text-2xl font-bold md:text-3xl">
            {t("stepsHeading")}
          </h2>
          <p className="mt-3 max-w-3xl text-ink-muted">{t("stepsLead")}</p>
          <ol className="mk-steps mt-10">
            {STEPS.map((step) => (
              <li key={step}>
                <h3 className="font-bold">{t(`steps.${step}.title`)}</h3>
                <p className="mt-1 text-sm leading-7 text-ink-muted">{t(`steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="partner-review-heading"
        className="mx-auto max-w-[var(--width-page)] px-4 py-14 md:py-20"
      >
        <h2 id="partner-review-heading" className="text-2xl font-bold md:text-3xl">
          {t("reviewHeading")}
        </h2>
        <p className="mt-3 max-w-3xl text-ink-muted">{t("reviewLead")}</p>
        <ol className="mk-flow mt-8" aria-label={t("reviewFlowLabel")}>
          {FLOW.map((item) => (
            <li key={item.status}>
              <div className={`w-full rounded-xl border p-4 ${item.tone}`}>
                <p className="font-bold">{t(`review.${item.status}.title`)}</p>
                <p className="mt-1 text-sm text-ink-muted">{t(`review.${item.status}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-bold text-warning">{t("review.rejected.title")}</p>
          <p className="mt-1 text-sm">{t("review.rejected.body")}</p>
        </div>
        <p className="mt-6 text-sm text-ink-muted">{t("reviewNote")}</p>
      </section>

      <section aria-labelledby="partner-docs-heading" className="bg-canvas">
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-14 md:py-20">
          <h2 id="partner-docs-heading" className="text-2xl font-bold md:text-3xl">
            {t("docsHeading")}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {(
              [
                ["partnerTerms", "/partner-terms"],
                ["partnerApiTerms", "/partner-api-terms"],
              ] as const
            ).map(([key, href]) => (
              <li key={key} className="mk-card relative flex flex-col rounded-2xl border border-line bg-white p-6">
                <span className="mk-icon">
                  <Icon name="book" />
                </span>
                <h3 className="mt-4 text-lg font-bold">
                  <Link href={href} className="after:absolute after:inset-0 hover:text-brand-700">
                    {t(`docs.${key}.title`)}
                  </Link>
                </h3>
                <p className="mt-2 text-sm leading-7 text-ink-muted">{t(`docs.${key}.body`)}</p>
              </li>
            ))}
            <li className="mk-card flex flex-col rounded-2xl border border-line bg-white p-6">
              <span className="mk-icon">
                <Icon name="api" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t("docs.developers.title")}</h3>
              <p className="mt-2 flex-1 text-sm leading-7 text-ink-muted">{t("docs.developers.body")}</p>
              <div className="mt-4">
                <PartnerExternalLink to="partnersDeveloper" variant="outline" />
              </div>
            </li>
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="partner-contact-heading"
        className="mx-auto max-w-[var(--width-page)] px-4 pt-14 md:pt-20"
      >
        <div className="mk-band flex flex-col items-start gap-6 rounded-3xl px-5 py-10 md:flex-row md:items-center md:justify-between md:px-12 md:py-12">
          <div>
            <h2 id="partner-contact-heading" className="text-2xl font-bold">
              {t("contactHeading")}
            </h2>
            <p className="mt-2 text-white/90">{t("contactBody")}</p>
          </div>
          <PartnerExternalLink to="partnerContactForm" variant="light" />
        </div>
      </section>
    </div>
  );
}

/** A provider's app joining the suite, and through it the companies that use the suite. */
function PartnerIllustration() {
  const companies = [
    [250, 40],
    [300, 150],
    [250, 260],
  ] as const;
  return (
    <svg aria-hidden="true" viewBox="0 0 360 340" className="mx-auto hidden w-full max-w-sm md:block">
      <circle cx="190" cy="170" r="150" fill="#d4ecea" opacity=".55" />
      {companies.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <path
            d={`M180 170 L${x + 28} ${y + 30}`}
            stroke="#1f8a83"
            strokeWidth="3"
            strokeDasharray="6 6"
            opacity=".6"
          />
          <rect x={x} y={y} width="56" height="60" rx="10" fill="#fff" stroke="#b6d9d5" strokeWidth="2" />
          <rect x={x + 12} y={y + 14} width="10" height="10" rx="2" fill="#1f8a83" opacity=".5" />
          <rect x={x + 34} y={y + 14} width="10" height="10" rx="2" fill="#1f8a83" opacity=".5" />
          <rect x={x + 12} y={y + 32} width="10" height="10" rx="2" fill="#1f8a83" opacity=".5" />
          <rect x={x + 34} y={y + 32} width="10" height="10" rx="2" fill="#1f8a83" opacity=".5" />
        </g>
      ))}
      <path d="M80 170 H150" stroke="#e8a33d" strokeWidth="4" strokeLinecap="round" />
      <rect x="20" y="130" width="80" height="80" rx="22" fill="#f4b860" />
      <path
        d="M48 160l-10 10 10 10M72 160l10 10-10 10"
        stroke="#fff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="140" y="125" width="90" height="90" rx="26" fill="#17736d" />
      <path
        d="M166 172l14 14 26-28"
        stroke="#fff"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
