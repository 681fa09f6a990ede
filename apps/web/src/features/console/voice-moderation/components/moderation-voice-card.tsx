import "server-only";
import { LOCALE_TAG, type TLocale } from "@store/domain/locales";
import type { TModerationVoice } from "@store/domain/schemas/voice-moderation";
import { getFormatter, getLocale } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { Link } from "@/ui/store-link";
import { opsAppPath } from "@/paths/ops-paths";
import { VoiceActions } from "./voice-actions";

type TFormat = Awaited<ReturnType<typeof getFormatter>>;

function DateValue({ iso, format }: { iso: string; format: TFormat }) {
  return <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" })}</time>;
}

/** The language a voice is written in, named in the operator's language. */
function languageName(viewer: string, locale: TLocale): string {
  return new Intl.DisplayNames([viewer], { type: "language" }).of(LOCALE_TAG[locale]) ?? locale;
}

/**
 * One voice as an operator weighs it: the title as its heading, the text in its language, the app
 * and provider, who wrote it and what they chose to show, the checks' findings, the reports, and
 * the actions its status allows.
 */
export async function ModerationVoiceCard({ voice }: { voice: TModerationVoice }) {
  const [t, tChecks, tReasons, format, viewer] = await Promise.all([
    getT("ops.voices"),
    getT("voices.checks"),
    getT("voices.report.reasons"),
    getFormatter(),
    getLocale(),
  ]);
  const headingId = `voice-${voice.id}-title`;
  const company = [voice.author.companySize, voice.author.industry].filter(Boolean).join("・");
  const shows = [
    voice.author.showName ? t("shows.name") : null,
    voice.author.showCompany ? t("shows.company") : null,
  ].filter((s): s is string => s !== null);
  const reason = voice.rejectionReason;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 md:p-5"
      data-moderation-voice={voice.id}
      data-voice-status={voice.status}
    >
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span
            className={`rounded-full px-2 py-0.5 font-bold ${voice.status === "reported" ? "bg-danger text-white" : "bg-brand-50 text-brand-700"}`}
          >
            {t(`status.${voice.status}`)}
          </span>
          <span>{voice.rating === null ? t("noRating") : t("rating", { rating: voice.rating })}</span>
        </p>
        <h3 id={headingId} className="text-lg font-bold break-words" lang={LOCALE_TAG[voice.locale]}>
          {voice.title || t("untitled")}
        </h3>
      </div>
      <p className="whitespace-pre-wrap break-words" lang={LOCALE_TAG[voice.locale]}>
        {voice.text}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{t("facts.app")}</dt>
        <dd className="break-words">
          <Link href={opsAppPath(voice.app.id)} className="font-bold text-brand-700 underline">
            {voice.app.name}
          </Link>{" "}
          <span className="text-ink-muted">({voice.app.code})</span>
        </dd>
        <dt className="text-ink-muted">{t("facts.provider")}</dt>
        <dd className="break-words">{voice.provider.name}</dd>
        <dt className="text-ink-muted">{t("facts.author")}</dt>
        <dd className="break-words" data-voice-author="">
          {voice.author.name}
          {voice.author.tenant ? ` — ${voice.author.tenant.name} (${voice.author.tenant.id})` : ` — ${t("noTenant")}`}
        </dd>
        <dt className="text-ink-muted">{t("facts.company")}</dt>
        <dd className="break-words">{company || t("noCompany")}</dd>
        <dt className="text-ink-muted">{t("facts.shows")}</dt>
        <dd>{shows.length > 0 ? shows.join("、") : t("shows.nothing")}</dd>
        <dt className="text-ink-muted">{t("facts.locale")}</dt>
        <dd>{languageName(viewer, voice.locale)}</dd>
        <dt className="text-ink-muted">{t("facts.updated")}</dt>
        <dd>
          <DateValue iso={voice.updatedAt} format={format} />
        </dd>
        {voice.publishedAt ? (
          <>
            <dt className="text-ink-muted">{t("facts.published")}</dt>
            <dd>
              <DateValue iso={voice.publishedAt} format={format} />
            </dd>
          </>
        ) : null}
        {voice.moderatedAt ? (
          <>
            <dt className="text-ink-muted">{t("facts.moderated")}</dt>
            <dd>
              <DateValue iso={voice.moderatedAt} format={format} />
            </dd>
          </>
        ) : null}
        {reason && (voice.status === "rejected" || voice.status === "taken_down") ? (
          <>
            <dt className="text-ink-muted">
              {t(voice.status === "rejected" ? "facts.rejectionReason" : "facts.takeDownReason")}
            </dt>
            <dd className="whitespace-pre-wrap break-words">{reason}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby={`${headingId}-checks`} className="flex flex-col gap-1" data-voice-checks="">
        <h4 id={`${headingId}-checks`} className="text-sm font-bold">
          {t("checksHeading")}
        </h4>
        {voice.checks.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("checksNone")}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {voice.checks.map((finding, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: findings are stored in order and never move
              <li key={index} data-voice-check={finding.code} data-outcome={finding.outcome}>
                <span className={finding.outcome === "failed" ? "font-bold text-danger" : "font-bold text-warning"}>
                  {t(`outcome.${finding.outcome}`)}
                </span>{" "}
                {t(`fields.${finding.field}`)}: {tChecks(finding.code, finding.values)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${headingId}-reports`} className="flex flex-col gap-1" data-voice-reports="">
        <h4 id={`${headingId}-reports`} className="text-sm font-bold">
          {t("reportsHeading", { count: voice.reports.count })}
        </h4>
        {voice.reports.count === 0 ? (
          <p className="text-sm text-ink-muted">{t("reportsNone")}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {voice.reports.items.map((report, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the newest reports in a fixed order
              <li key={index} data-voice-report={report.reason}>
                <span className="font-bold">{tReasons(report.reason)}</span> (
                <DateValue iso={report.at} format={format} />)
                {report.note ? <span className="block whitespace-pre-wrap break-words">{report.note}</span> : null}
              </li>
            ))}
            {voice.reports.count > voice.reports.items.length ? (
              <li className="text-ink-muted">
                {t("reportsMore", { count: voice.reports.count - voice.reports.items.length })}
              </li>
            ) : null}
          </ul>
        )}
      </section>
      <VoiceActions
        voiceId={voice.id}
        title={voice.title || t("untitled")}
        status={voice.status}
        updatedAt={voice.updatedAt}
      />
    </article>
  );
}
