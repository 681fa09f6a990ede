import type { TLocale } from "@store/domain/locales";
import { VOICE_SORTS } from "@store/domain/schemas/app-voices";
import { Link } from "@/ui/store-link";
import type { TDetailT } from "../detail-parts";
import type { TVoiceSummary } from "./load-app-voices";
import { type TVoicesState, voicesHref } from "./voices-query";

// The voices' order and language as plain links (issue 28): they work before the page's script runs
// and add none to it. The current choice is marked for assistive technology, not only by colour.

const CHOICE =
  "inline-block rounded-full border border-line px-3 py-1 text-sm hover:bg-canvas aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:font-bold aria-[current=true]:text-white";

function Choices({
  id,
  label,
  choices,
}: {
  id: string;
  label: string;
  choices: { key: string; href: string; text: string; current: boolean }[];
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={id} className="text-sm font-bold">
        {label}
      </span>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link href={choice.href} aria-current={choice.current ? "true" : undefined} className={CHOICE}>
              {choice.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VoiceControls({
  summary,
  state,
  base,
  languageName,
  t,
}: {
  summary: TVoiceSummary;
  state: TVoicesState;
  base: string;
  languageName: (locale: TLocale) => string;
  t: TDetailT;
}) {
  const sorts = VOICE_SORTS.map((sort) => ({
    key: sort,
    href: voicesHref(base, state, { sort }),
    text: t(`sort.${sort}`),
    current: state.sort === sort,
  }));
  const languages = [null, ...summary.locales].map((locale) => ({
    key: locale ?? "all",
    href: voicesHref(base, state, { locale }),
    text: locale === null ? t("language.all") : languageName(locale),
    current: state.locale === locale,
  }));
  return (
    <div className="mb-6 flex flex-col gap-3">
      <Choices id="voices-sort" label={t("sort.label")} choices={sorts} />
      {summary.locales.length > 1 ? (
        <Choices id="voices-language" label={t("language.label")} choices={languages} />
      ) : null}
    </div>
  );
}
