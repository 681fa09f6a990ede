import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { paginationLabels } from "@/i18n/pagination-labels";
import { requestLocale } from "@/server/pages/request-locale";
import { PaginationNav } from "@/ui/pagination-nav";
import { Link } from "@/ui/store-link";
import type { TAppVoices } from "./voices/load-app-voices";
import { VoiceControls } from "./voices/voice-controls";
import { VoiceItem } from "./voices/voice-item";
import { languageNames } from "./voices/voice-language";
import { VoiceSummary } from "./voices/voice-summary";
import { VOICES_ANCHOR, VOICES_PER_PAGE, voicesHref } from "./voices/voices-query";

/** The section's data and the page's own address, which its links keep (a preview's ids with it). */
export type TAppVoicesSection = { data: TAppVoices; base: string };

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
      <h2 id="voices-heading" className="mb-4 text-xl font-bold">
        {t("title")}
      </h2>
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
