import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import { HEADINGS_WRAP_BY_PHRASE } from "../server/phrase-wrap";

/** /thanks: after an external form or a request was sent, with ways back to the store. */
export async function ThanksView() {
  const t = await getT("thanks");
  return (
    <section
      aria-labelledby="thanks-title"
      className={`${HEADINGS_WRAP_BY_PHRASE} mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center md:py-24`}
    >
      <svg aria-hidden="true" width="120" height="120" viewBox="0 0 120 120" className="mb-8">
        <circle cx="60" cy="60" r="56" fill="#eef7f6" />
        <circle cx="60" cy="60" r="38" fill="#17736d" />
        <path
          d="M42 61l12 12 25-26"
          stroke="#fff"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="thanks-title" className="text-2xl font-bold md:text-3xl">
        {t("title")}
      </h1>
      <p className="mt-5 leading-8">{t("body")}</p>
      <p className="mt-3 text-sm text-ink-muted">{t("note")}</p>
      <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link href="/" className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
          {t("backToTop")}
        </Link>
        <Link
          href="/apps"
          className="rounded-lg border border-brand-600 px-6 py-3 font-bold text-brand-700 hover:bg-brand-50"
        >
          {t("browseApps")}
        </Link>
      </div>
    </section>
  );
}
