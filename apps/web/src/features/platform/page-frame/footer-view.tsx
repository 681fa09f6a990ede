import { Link } from "@/ui/store-link";
import type { TPublicConfig } from "@/server/public/public-config";
import { AppRequestLink } from "./app-request-link";
import { LanguageSwitcher } from "./language-switcher";
import { MarketingValuesCapture } from "@/client/storage/marketing-values";

export type TFooterVariant = "default" | "about" | "error";

export type TFooterViewProps = {
  /** The footer namespace's messages, from getT on the server or useT in the browser. */
  t: (key: string, values?: Record<string, string | number>) => string;
  links: TPublicConfig["links"];
  variant?: TFooterVariant;
  hideContactArea?: boolean;
};

/**
 * SPEC §2 Footer, the markup alone: rendered on the server for pages (site-footer.tsx) and in
 * the browser by the error boundaries, so only its small islands (language, utm capture, the
 * app-request link) are client code. The about variant is narrower (1074 px, else 1140 px); the
 * contact area is hidden when hideContactArea is set or the variant is error.
 */
export function FooterView({ t, links, variant = "default", hideContactArea = false }: TFooterViewProps) {
  const width = variant === "about" ? "max-w-[var(--width-footer-about)]" : "max-w-[var(--width-footer)]";
  const showContact = !hideContactArea && variant !== "error";

  const cards = [
    {
      title: t("appRequestTitle"),
      body: t("appRequestBody"),
      action: t("appRequestAction"),
      href: links.appRequestForm,
      withMarketingQuery: true,
    },
    {
      title: t("partnerTitle"),
      body: t("partnerBody"),
      action: t("partnerAction"),
      href: links.partnerContactForm,
    },
    { title: t("contactTitle"), body: t("contactBody"), action: t("contactAction"), href: links.contactForm },
  ];

  const siteLinks: { href: string; label: string; external: boolean }[] = [
    { href: links.operatingCompany, label: t("operatingCompany"), external: true },
    { href: links.privacyPolicy, label: t("privacyPolicy"), external: true },
    { href: "/terms", label: t("terms"), external: false },
    { href: "/partner", label: t("partnerProgram"), external: false },
    { href: "/partner-terms", label: t("partnerTerms"), external: false },
    { href: "/partner-api-terms", label: t("partnerApiTerms"), external: false },
    { href: links.partnersDeveloper, label: t("partnersDeveloper"), external: true },
    { href: links.helpArticle, label: t("helpArticle"), external: true },
  ];

  return (
    <footer className="mt-16 border-t border-line bg-canvas" data-footer-variant={variant}>
      <MarketingValuesCapture />
      {showContact ? (
        <section aria-labelledby="contact-heading" className={`mx-auto ${width} px-4 pt-12`}>
          <h2 id="contact-heading" className="mb-6 text-xl font-bold">
            {t("contactHeading")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {cards.map((card) => (
              <li key={card.title} className="flex flex-col rounded-xl border border-line bg-white p-6">
                <h3 className="mb-2 font-bold">{card.title}</h3>
                <p className="mb-4 flex-1 text-sm text-ink-muted">{card.body}</p>
                <AppRequestLink
                  href={card.href}
                  withMarketingQuery={card.withMarketingQuery === true}
                  className="inline-flex items-center justify-center rounded-lg border border-brand-600 px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50"
                >
                  {card.action}
                  <span className="sr-only">{t("externalLink")}</span>
                </AppRequestLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={`mx-auto ${width} px-4 py-10`}>
        <nav aria-label={t("linksHeading")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {siteLinks.map((link) => (
              <li key={link.label}>
                {link.external ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
                    {link.label}
                    <span className="sr-only">{t("externalLink")}</span>
                  </a>
                ) : (
                  <Link href={link.href} prefetch={false} className="hover:underline">
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <LanguageSwitcher />
          <p className="text-xs text-ink-muted">{t("copyright", { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
