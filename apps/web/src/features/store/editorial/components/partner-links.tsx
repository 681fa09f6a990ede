import "server-only";
import { getT } from "@/i18n/get-t";
import { publicConfig } from "@/server/public/public-config";
import { Icon } from "./icons";

const STYLES = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  light: "bg-white text-brand-700 hover:bg-brand-50",
  outline: "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50",
} as const;

/** The partner programme's external links, from configuration: the contact form and the developers site. */
export async function PartnerExternalLink({
  to,
  variant = "primary",
}: {
  to: "partnerContactForm" | "partnersDeveloper";
  variant?: keyof typeof STYLES;
}) {
  const t = await getT("partner");
  const { links } = publicConfig();
  return (
    <a
      href={links[to]}
      target="_blank"
      rel="noopener noreferrer"
      data-partner-link={to}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-center font-bold [word-break:auto-phrase] ${STYLES[variant]}`}
    >
      {to === "partnerContactForm" ? t("contactAction") : t("developersAction")}
      <Icon name="external" className="size-4" />
      <span className="sr-only">{t("externalLink")}</span>
    </a>
  );
}
