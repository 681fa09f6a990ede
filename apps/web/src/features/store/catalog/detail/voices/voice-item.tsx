import type { TLocale } from "@store/domain/locales";
import type { getFormatter } from "next-intl/server";
import type { ReactNode } from "react";
import type { TDetailT } from "../detail-parts";
import type { TPublicVoice, TVoiceAuthor } from "./load-app-voices";
import { sameLanguage, voiceLang } from "./voice-language";
import { VoiceStars } from "./voice-stars";

// One published voice as a visitor reads it: stars, title, the text as the author wrote it (plain
// text, line breaks kept; React escapes it, nothing is read as HTML), the author only as far as they
// chose, the date in Japan time (the request's time zone, i18n/request.ts), and the provider's reply.

type TFormat = Awaited<ReturnType<typeof getFormatter>>;

/** The author as they chose to appear: anonymous, their company's industry and size, their name. */
export function authorLabel(author: TVoiceAuthor, t: TDetailT): string {
  if (author.kind === "anonymous") return t("author.anonymous");
  const company = [author.industry, author.companySize].filter((part): part is string => !!part).join(" / ");
  if (author.kind === "company") return t("author.company", { company });
  return company === "" ? author.name : t("author.named", { name: author.name, company });
}

function VoiceDate({ date, format }: { date: Date; format: TFormat }) {
  return <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: "long" })}</time>;
}

export function VoiceItem({
  voice,
  viewer,
  languageName,
  format,
  t,
  feedback = null,
}: {
  voice: TPublicVoice;
  viewer: TLocale;
  languageName: (locale: TLocale) => string;
  format: TFormat;
  t: TDetailT;
  /** The 'helpful' and 'report' buttons (the public page); without them, the helpful count as text. */
  feedback?: ReactNode;
}) {
  const lang = voiceLang(voice.locale);
  const author = authorLabel(voice.author, t);
  const headingId = `voice-${voice.id}`;
  return (
    <li className="border-b border-line py-6 first:pt-0 last:border-b-0" data-voice-id={voice.id}>
      <article aria-labelledby={headingId}>
        {voice.rating !== null ? (
          <VoiceStars rating={voice.rating} label={t("rating", { rating: voice.rating })} />
        ) : null}
        <h3 id={headingId} lang={voice.title ? lang : undefined} className="mt-1 text-base font-bold wrap-anywhere">
          {voice.title || author}
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted wrap-anywhere">
          {voice.title ? <span data-voice-author>{author}</span> : null}
          <VoiceDate date={voice.publishedAt} format={format} />
          {sameLanguage(voice.locale, viewer) ? null : (
            <span data-voice-language={voice.locale}>{t("writtenIn", { language: languageName(voice.locale) })}</span>
          )}
        </p>
        <p lang={lang} className="mt-3 leading-relaxed wrap-anywhere whitespace-pre-line">
          {voice.text}
        </p>
        {feedback ??
          (voice.helpfulCount > 0 ? (
            <p className="mt-3 text-sm text-ink-muted">{t("helpful", { count: voice.helpfulCount })}</p>
          ) : null)}
        {voice.reply ? (
          <div className="mt-4 rounded-lg border-l-4 border-brand-600 bg-canvas p-4" data-voice-reply>
            <h4 className="text-sm font-bold">{t("reply.title")}</h4>
            <p className="mt-1 text-xs text-ink-muted">
              <VoiceDate date={voice.reply.at} format={format} />
            </p>
            <p className="mt-2 leading-relaxed wrap-anywhere whitespace-pre-line">{voice.reply.text}</p>
          </div>
        ) : null}
      </article>
    </li>
  );
}
