import type { TTermsKind } from "@store/domain/enums";
import type { TTocEntry } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { Breadcrumbs } from "./breadcrumbs";
import { EmptyState } from "./empty-state";
import type { TTermsPage } from "../server/load-terms-page";
import { JapaneseOnlyNotice } from "./japanese-only-notice";
import { RichText } from "./rich-text";
import { TERMS_PAGES, termsVersionHref } from "../server/terms-pages";
import { HEADINGS_WRAP_BY_PHRASE } from "../server/phrase-wrap";

/** A terms page: title, effective date, contents, the body and the list of versions. */
export async function TermsView({ kind, page }: { kind: TTermsKind; page: TTermsPage | null }) {
  const t = await getT("terms");
  const format = await getFormatter();
  const name = t(`kinds.${kind}.name`);
  if (!page) {
    return (
      <div className={HEADINGS_WRAP_BY_PHRASE}>
        <TermsIntro title={name} kind={kind} />
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-12">
          <EmptyState message={t("empty")} action={{ href: "/", label: t("backToTop") }} />
        </div>
      </div>
    );
  }
  const { document, html, toc } = page;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long" });
  const current = document.versions.find((v) => v.version === document.terms.version);
  const newer = document.versions[document.versions.findIndex((v) => v.version === document.terms.version) - 1];
  const isPast = current ? !current.latest : false;

  return (
    <div className={HEADINGS_WRAP_BY_PHRASE}>
      <TermsIntro
        title={document.terms.title}
        kind={kind}
        pastLabel={isPast ? t("versionOf", { date: date(document.terms.effectiveAt) }) : undefined}
        lead={
          <p>
            {isPast && newer
              ? t("effectivePeriod", { from: date(document.terms.effectiveAt), until: date(newer.effectiveAt) })
              : t("effectiveSince", { date: date(document.terms.effectiveAt) })}
          </p>
        }
      />
      <div className="mx-auto max-w-[var(--width-page)] px-4 pt-6 empty:hidden">
        <JapaneseOnlyNotice contentLocales={[page.document.terms.contentLocale, page.document.terms.bodyLocale]} />
      </div>
      <div className="mx-auto grid max-w-[var(--width-page)] gap-8 px-4 py-8 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-12 md:py-12">
        <aside className="flex flex-col gap-6 md:sticky md:top-24 md:max-h-[calc(100dvh-7rem)] md:self-start md:overflow-y-auto">
          {toc.length > 0 ? (
            <>
              <details className="rounded-xl border border-line bg-canvas md:hidden">
                <summary className="cursor-pointer px-4 py-3 font-bold">{t("toc")}</summary>
                <div className="px-4 pb-4">
                  <TocList toc={toc} />
                </div>
              </details>
              <nav aria-labelledby="terms-toc-heading" className="hidden md:block">
                <h2 id="terms-toc-heading" className="mb-2 text-sm font-bold text-ink-muted">
                  {t("toc")}
                </h2>
                <TocList toc={toc} />
              </nav>
            </>
          ) : null}
          <section aria-labelledby="terms-versions-heading" className="rounded-xl border border-line p-4">
            <h2 id="terms-versions-heading" className="mb-2 text-sm font-bold text-ink-muted">
              {t("versions")}
            </h2>
            <ol className="flex flex-col gap-1 text-sm" data-terms-versions>
              {document.versions.map((ref) => {
                const href = termsVersionHref(kind, ref);
                const viewing = ref.version === document.terms.version;
                const label = t("versionOf", { date: date(ref.effectiveAt) });
                return (
                  <li key={ref.version} className="flex flex-wrap items-center gap-2">
                    {href && !viewing ? (
                      <Link href={href} className="text-brand-700 underline underline-offset-2 hover:no-underline">
                        {label}
                      </Link>
                    ) : (
                      <span aria-current={viewing ? "page" : undefined} className={viewing ? "font-bold" : ""}>
                        {label}
                      </span>
                    )}
                    {ref.latest ? (
                      <span className="rounded bg-brand-50 px-1.5 text-xs font-bold text-brand-700">
                        {t("current")}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
        </aside>
        <article aria-labelledby="page-title" className="min-w-0 max-w-3xl">
          {isPast ? (
            <div role="note" className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
              <p className="font-bold text-warning">{t("pastNotice")}</p>
              <Link href={TERMS_PAGES[kind].path} className="mt-1 inline-block text-brand-700 underline">
                {t("readLatest")}
              </Link>
            </div>
          ) : null}
          <RichText html={html} />
        </article>
      </div>
    </div>
  );
}

async function TermsIntro({
  title,
  kind,
  lead,
  pastLabel,
}: {
  title: string;
  kind: TTermsKind;
  lead?: React.ReactNode;
  pastLabel?: string;
}) {
  const t = await getT("terms");
  const name = t(`kinds.${kind}.name`);
  const crumbs = pastLabel ? [{ label: name, href: TERMS_PAGES[kind].path }, { label: pastLabel }] : [{ label: name }];
  return (
    <div className="border-b border-line bg-canvas">
      <div className="mx-auto max-w-[var(--width-page)] px-4 pb-8 pt-6">
        <Breadcrumbs items={crumbs} />
        <h1 id="page-title" className="mt-6 text-2xl font-bold leading-snug md:text-3xl">
          {title}
          {pastLabel ? <span className="mt-1 block text-base font-normal text-ink-muted">{pastLabel}</span> : null}
        </h1>
        {lead ? <div className="mt-2 text-sm text-ink-muted">{lead}</div> : null}
      </div>
    </div>
  );
}

function TocList({ toc }: { toc: TTocEntry[] }) {
  return (
    <ol className="flex flex-col border-l border-line text-sm">
      {toc.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className={`-ml-px block border-l-2 border-transparent py-1 pr-2 hover:border-brand-500 hover:text-brand-700 ${entry.depth === 3 ? "pl-6" : "pl-3"}`}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}
