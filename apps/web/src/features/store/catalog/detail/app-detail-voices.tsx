import { getFormatter } from "next-intl/server";
import { VoiceFeedback } from "@/features/store/voice-feedback";
import type { TVoiceFeedbackState } from "@/features/store/voice-feedback/index.server";
import { getT } from "@/i18n/get-t";
import { paginationLabels } from "@/i18n/pagination-labels";
import { requestLocale } from "@/server/pages/request-locale";
import { PaginationNav } from "@/ui/pagination-nav";
import { Link } from "@/ui/store-link";
import type { TDetailT } from "./detail-parts";
import type { TAppVoices } from "./voices/load-app-voices";
import { VoiceControls } from "./voices/voice-controls";
import { VoiceItem } from "./voices/voice-item";
import { languageNames } from "./voices/voice-language";
import { VoiceSummary } from "./voices/voice-summary";
import { VOICES_ANCHOR, VOICES_PER_PAGE, voicesHref } from "./voices/voices-query";

/**
 * The section's data and the page's own address, which its links keep (a preview's ids with it);
 * on the public page, the viewer's 'helpful' and 'report' state of each voice shown (a preview has none).
 */
export type TAppVoicesSection = {
  data: TAppVoices;
  base: string;
  feedback?: Map<number, TVoiceFeedbackState>;
  /** Where a signed-in user writes their own voice (that page decides who may); none in a preview. */
  writeHref?: string;
};

/**
 * Issue 28: what users say about the app, below the tabs: the rating summary, then the published
 * voices, newest or most helpful first, in one language or all, ten a page. A section rather than a
 * tab: its links reload the page with the section's query, and a tab (chosen by the page's script)
 * would open on the overview again; here the address's #voices lands on it, script or not.
 */
export async function AppDetailVoices({ voices }: { voices: TAppVoicesSection }) {
  const [t, format, viewer] = await Promise.all([getT("voices"), getFormatter(), requestLocale()]);
  const { summary, state, total, pages } = voices.data;
  const languageName = languageNames(viewer);
  const first = (state.page - 1) * VOICES_PER_PAGE + 1;
  return (
    <section id={VOICES_ANCHOR} aria-labelledby="voices-heading" className="mt-10 scroll-mt-20" data-section="voices">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="voices-heading" className="text-xl font-bold">
          {t("title")}
        </h2>
        {voices.writeHref ? (
          <a href={voices.writeHref} className="font-bold text-brand-700 underline" data-voice-write-link>
            {t("write.link")}
          </a>
        ) : null}
      </div>
      {summary.count === 0 ? (
        <p className="rounded-xl bg-canvas p-6 text-center text-ink-muted" data-voices-empty>
          {t("empty")}
        </p>
      ) : (
        <>
          <VoiceSummary summary={summary} t={t} />
          <VoiceControls summary={summary} state={state} base={voices.base} languageName={languageName} t={t} />
          <p className="mb-4 text-sm text-ink-muted" data-voices-range>
            {t("range", { total, from: first, to: first + voices.data.voices.length - 1 })}
          </p>
          <ol aria-label={t("list")} className="flex flex-col">
            {voices.data.voices.map((voice) => (
              <VoiceItem
                key={voice.id}
                voice={voice}
                viewer={viewer}
                languageName={languageName}
                format={format}
                t={t}
                feedback={feedbackOf(voice, voices.feedback, t)}
              />
            ))}
          </ol>
          <PaginationNav
            page={state.page}
            pages={pages}
            hrefFor={(page) => voicesHref(voices.base, state, { page })}
            label={t("pagination")}
            labels={await paginationLabels()}
            link={Link}
          />
        </>
      )}
    </section>
  );
}

/**
 * Under a voice of the public page: the 'helpful' and 'report' buttons; for the voice's own author,
 * who may use neither, what it is and its count as text. Nothing in a preview, which shows the count.
 */
function feedbackOf(voice: TAppVoices["voices"][number], states: TAppVoicesSection["feedback"], t: TDetailT) {
  const state = states?.get(voice.id);
  if (!state) return null;
  if (state.viewer === "author") {
    return (
      <p className="mt-3 flex flex-wrap gap-x-4 text-sm text-ink-muted" data-voice-own="">
        <span>{t("helpfulButton.own")}</span>
        {state.helpfulCount > 0 ? <span>{t("helpful", { count: state.helpfulCount })}</span> : null}
      </p>
    );
  }
  return (
    <VoiceFeedback
      voiceId={voice.id}
      title={voice.title}
      helpfulCount={state.helpfulCount}
      helpful={state.helpful}
      signedIn={state.viewer === "user"}
    />
  );
}
