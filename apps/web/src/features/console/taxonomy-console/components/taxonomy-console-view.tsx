import "server-only";
import { TRANSLATED_LOCALES } from "@store/domain/localized-names";
import type { TTaxonomyConsole, TTaxonomyEntry, TTaxonomyKind } from "@store/domain/schemas/taxonomy";
import { getT } from "@/i18n/get-t";
import { TaxonomyNamesForm } from "./taxonomy-names-form";

type TTranslator = Awaited<ReturnType<typeof getT>>;

/** One entry: its Japanese name, how many locales name it, and its form behind a disclosure. */
function EntryRow({ kind, entry, t }: { kind: TTaxonomyKind; entry: TTaxonomyEntry; t: TTranslator }) {
  const named = TRANSLATED_LOCALES.filter((locale) => entry.names[locale]).length;
  return (
    <details className="group rounded-lg border border-line bg-white px-4 py-2" data-taxonomy-entry={entry.name}>
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2 font-bold">
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-90"
          >
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span lang="ja">{entry.name}</span>
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-sm ${
            named === TRANSLATED_LOCALES.length ? "bg-brand-50 text-brand-700" : "bg-amber-50 text-amber-800"
          }`}
          data-taxonomy-count=""
        >
          {t("namedCount", { count: named, total: TRANSLATED_LOCALES.length })}
        </span>
      </summary>
      <TaxonomyNamesForm kind={kind} entryKey={entry.key} names={entry.names} />
    </details>
  );
}

function Section({
  kind,
  title,
  entries,
  t,
}: {
  kind: TTaxonomyKind;
  title: string;
  entries: readonly (TTaxonomyEntry & { children?: readonly TTaxonomyEntry[] })[];
  t: TTranslator;
}) {
  const headingId = `taxonomy-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-taxonomy-section={kind}>
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-6" data-empty-state="">
          {t("empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.key} className="flex flex-col gap-2">
              <EntryRow kind={kind} entry={entry} t={t} />
              {entry.children && entry.children.length > 0 ? (
                <ul className="ml-4 flex flex-col gap-2 border-l-2 border-line pl-3 sm:ml-6">
                  {entry.children.map((child) => (
                    <li key={child.key}>
                      <EntryRow kind={kind} entry={child} t={t} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /ops/taxonomy: every category, plan, tag and news category, each named in the other locales. */
export async function TaxonomyConsoleView({ taxonomy }: { taxonomy: TTaxonomyConsole }) {
  const t = await getT("opsTaxonomy");
  return (
    <div className="mx-auto flex max-w-[var(--width-page)] flex-col gap-8 px-4 py-8 md:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{t("title")}</h1>
        <p className="text-ink-muted">{t("lead")}</p>
      </div>
      <Section kind="categories" title={t("sections.categories")} entries={taxonomy.categories} t={t} />
      <Section kind="plans" title={t("sections.plans")} entries={taxonomy.plans} t={t} />
      <Section kind="tags" title={t("sections.tags")} entries={taxonomy.tags} t={t} />
      <Section kind="news_categories" title={t("sections.newsCategories")} entries={taxonomy.newsCategories} t={t} />
    </div>
  );
}
