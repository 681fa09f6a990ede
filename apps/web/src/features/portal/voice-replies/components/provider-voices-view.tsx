import "server-only";
import { LOCALE_TAG, type TLocale } from "@store/domain/locales";
import type { TProviderVoiceJson, TProviderVoicesPage } from "@store/domain/schemas/provider-voices";
import { getFormatter } from "next-intl/server";
import { EmptyState } from "@/features/store/editorial";
import { getT } from "@/i18n/get-t";
import { paginationLabels } from "@/i18n/pagination-labels";
import { DEVELOPER_PATHS, publicAppPath } from "@/paths/developer-paths";
import { pathWithQuery } from "@/server/pages/page-query";
import { AreaPage } from "@/ui/area-page";
import { FilterField, filterControl, invalidProps } from "@/ui/filter-field";
import { PaginationNav } from "@/ui/pagination-nav";
import { Link } from "@/ui/store-link";
import { VoiceReplyPanel } from "./voice-reply-panel";
import { VoiceReportButton } from "./voice-report-button";

// /developers/voices (issue 28): the public voices about the provider's apps, newest first, each
// an article with its app, stars, title, author as they chose to appear, date, language and text,
// and the provider's reply with the ways to write, edit or delete it. The app filter is a GET form,
// so a filtered view is a link and works without script.

type TT = Awaited<ReturnType<typeof getT>>;

const STARS = [1, 2, 3, 4, 5] as const;

/** The language of a voice without its region ("英語", not "アメリカ英語"); Chinese keeps its script. */
function languageOf(locale: TLocale): string {
  if (locale === "zh-cn") return "zh-Hans";
  if (locale === "zh-tw") return "zh-Hant";
  return new Intl.Locale(LOCALE_TAG[locale]).language;
}

/** The author as the store shows them: anonymous, their company's industry and size, their name. */
function authorLabel(author: TProviderVoiceJson["author"], t: TT): string {
  if (author.kind === "anonymous") return t("author.anonymous");
  const company = [author.industry, author.companySize].filter((part): part is string => !!part).join(" / ");
  if (author.kind === "company") return t("author.company", { company });
  return company === "" ? author.name : t("author.named", { name: author.name, company });
}

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center">
      <span aria-hidden="true" className="tracking-tight text-amber-700" data-stars={rating}>
        {STARS.map((star) => (star <= rating ? "★" : "☆")).join("")}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

async function VoiceArticle({ voice, viewer }: { voice: TProviderVoiceJson; viewer: TLocale }) {
  const [t, tVoices, format] = await Promise.all([getT("developers.voices"), getT("voices"), getFormatter()]);
  const languages = new Intl.DisplayNames([LOCALE_TAG[viewer]], { type: "language" });
  const lang = LOCALE_TAG[voice.locale];
  const author = authorLabel(voice.author, tVoices);
  const headingId = `voice-${voice.id}`;
  const title = voice.title || author;
  return (
    <li className="rounded-xl border border-line bg-white p-5" data-voice-id={voice.id}>
      <article aria-labelledby={headingId}>
        <p className="text-sm text-ink-muted">
          {t("app")}
          <Link href={publicAppPath(voice.app.code)} prefetch={false} className="text-brand-700 underline">
            {voice.app.name}
          </Link>
        </p>
        {voice.rating !== null ? (
          <p className="mt-2">
            <Stars rating={voice.rating} label={tVoices("rating", { rating: voice.rating })} />
          </p>
        ) : null}
        <h2 id={headingId} lang={voice.title ? lang : undefined} className="mt-1 text-lg font-bold wrap-anywhere">
          {title}
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted wrap-anywhere">
          {voice.title ? <span data-voice-author>{author}</span> : null}
          <time dateTime={voice.publishedAt}>
            {format.dateTime(new Date(voice.publishedAt), { dateStyle: "long" })}
          </time>
          <span data-voice-language={voice.locale}>
            {t("language", { language: languages.of(languageOf(voice.locale)) ?? voice.locale })}
          </span>
          {voice.helpfulCount > 0 ? <span>{tVoices("helpful", { count: voice.helpfulCount })}</span> : null}
        </p>
        <p lang={lang} className="mt-3 leading-relaxed wrap-anywhere whitespace-pre-line">
          {voice.text}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <VoiceReportButton voiceId={voice.id} title={voice.title} label={title} />
        </div>
        <VoiceReplyPanel voiceId={voice.id} title={title} reply={voice.reply} />
      </article>
    </li>
  );
}

async function AppFilter({ page, appId, invalid }: { page: TProviderVoicesPage; appId?: number; invalid: boolean }) {
  const t = await getT("developers.voices");
  const id = "voices-app";
  return (
    <form
      method="get"
      action={DEVELOPER_PATHS.voices}
      aria-label={t("filter.label")}
      className="flex flex-col gap-3 rounded-xl bg-canvas p-4 sm:flex-row sm:items-end"
    >
      <div className="sm:w-96">
        <FilterField id={id} label={t("filter.app")} error={invalid ? t("filter.invalid") : null}>
          <select
            id={id}
            name="appId"
            defaultValue={appId === undefined ? "" : String(appId)}
            className={filterControl}
            {...invalidProps(id, invalid)}
          >
            <option value="">{t("filter.allApps")}</option>
            {page.apps.map((app) => (
              <option key={app.id} value={String(app.id)}>
                {t("filter.appOption", { name: app.name, count: app.voiceCount })}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700">
        {t("filter.apply")}
      </button>
    </form>
  );
}

/** The page: its filter, the range shown, the voices and the pages. */
export async function ProviderVoicesView(props: {
  page: TProviderVoicesPage;
  appId?: number;
  /** The query fields whose value was refused (dropped). */
  invalid: readonly string[];
  viewer: TLocale;
}) {
  const { page, appId, viewer } = props;
  const [t, tVoices, labels] = await Promise.all([getT("developers.voices"), getT("voices"), paginationLabels()]);
  const { count, limit, pages } = page.pagination;
  const current = page.pagination.page;
  const hrefFor = (n: number) => pathWithQuery(DEVELOPER_PATHS.voices, { appId, page: n === 1 ? undefined : n });
  const from = (current - 1) * limit + 1;
  const to = Math.min(count, current * limit);
  return (
    <AreaPage title={t("title")} lead={t("lead")}>
      {page.apps.length === 0 ? (
        <EmptyState message={t("empty")} />
      ) : (
        <div className="flex flex-col gap-6">
          <AppFilter page={page} appId={appId} invalid={props.invalid.includes("appId")} />
          {page.data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line bg-canvas px-4 py-8 text-center text-ink-muted">
              {count === 0 ? t("emptyFiltered") : t("pastLastPage")}
            </p>
          ) : (
            <>
              <p className="text-sm text-ink-muted" data-voices-range>
                {tVoices("range", { total: count, from, to })}
              </p>
              <ul className="flex flex-col gap-4" aria-label={t("listLabel")}>
                {page.data.map((voice) => (
                  <VoiceArticle key={voice.id} voice={voice} viewer={viewer} />
                ))}
              </ul>
            </>
          )}
          <PaginationNav
            page={current}
            pages={pages}
            label={t("pagination")}
            labels={labels}
            link={Link}
            hrefFor={hrefFor}
          />
        </div>
      )}
    </AreaPage>
  );
}
