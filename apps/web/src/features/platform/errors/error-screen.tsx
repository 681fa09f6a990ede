"use client";

import type { TErrorScreen } from "@store/domain/errors";
import { Link } from "@/ui/store-link";
import { useT } from "@/i18n/use-t";
import { usePublicConfig } from "@/server/public/public-config-context";

/**
 * The error screens of SPEC §2. Each has a link action, to the top page by default; the payment
 * screen links back to the page it came from and reloads it.
 */
export function ErrorScreen({
  screen,
  returnTo,
  subdomain,
  homeHref = "/",
}: {
  screen: TErrorScreen;
  /** For the payment screen: the original page. */
  returnTo?: string;
  /** For the inactive-subdomain screen. */
  subdomain?: string;
  /** Where the default link action leads: the top page of the viewer's area. */
  homeHref?: string;
}) {
  const t = useT("errors");
  const { suiteUrl } = usePublicConfig();
  // SPEC §2: the 401 screen's content is not shown; we say what it means and where to go.
  const text =
    screen === "inactiveSubdomain" ? t(`${screen}.text`, { subdomain: subdomain ?? "" }) : t(`${screen}.text`);

  return (
    <section data-error-screen={screen} className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <svg aria-hidden="true" width="120" height="120" viewBox="0 0 120 120" className="mb-8">
        <circle cx="60" cy="60" r="56" fill="#eef7f6" />
        <path d="M38 70c6-8 38-8 44 0" stroke="#17736d" strokeWidth="5" fill="none" strokeLinecap="round" />
        <circle cx="45" cy="50" r="5" fill="#17736d" />
        <circle cx="75" cy="50" r="5" fill="#17736d" />
      </svg>
      <h1 className="mb-4 text-2xl font-bold">{t(`${screen}.title`)}</h1>
      <p className="mb-10 text-ink-muted">{text}</p>
      {screen === "accessNotPermitted" ? (
        <a
          href={`${suiteUrl}/login`}
          className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {t("accessNotPermitted.action")}
        </a>
      ) : screen === "paymentRequired" && returnTo ? (
        // A plain anchor: following it loads the original page afresh.
        <a href={returnTo} className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
          {t("backToPage")}
        </a>
      ) : (
        <Link href={homeHref} className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
          {t("backToTop")}
        </Link>
      )}
    </section>
  );
}
