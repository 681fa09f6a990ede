import "server-only";
import {
  type TVoiceModerationPage,
  type TVoiceModerationView,
  VOICE_MODERATION_VIEWS,
} from "@store/domain/schemas/voice-moderation";
import { getT } from "@/i18n/get-t";
import { OPS_PATHS } from "@/paths/ops-paths";
import { PaginationNav } from "@/ui/pagination-nav";
import { Link } from "@/ui/store-link";
import { ModerationNotices } from "./moderation-notice";
import { ModerationVoiceCard } from "./moderation-voice-card";

/** A tab's address, and a page of it (the queue's first page is the bare path). */
export function voiceModerationHref(view: TVoiceModerationView, page = 1): string {
  const params = new URLSearchParams();
  if (view !== "queue") params.set("view", view);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${OPS_PATHS.voices}?${search}` : OPS_PATHS.voices;
}

/** /ops/voices: the tabs with their counts, one page of the chosen tab, and the paging. */
export async function VoiceModerationView({ list }: { list: TVoiceModerationPage }) {
  const t = await getT("ops.voices");
  const { view, counts, pagination } = list;
  return (
    <div className="mx-auto flex max-w-[var(--width-page)] flex-col gap-6 px-4 py-8 md:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{t("title")}</h1>
        <p className="text-ink-muted">{t("lead")}</p>
      </div>
      <nav aria-label={t("tabsLabel")}>
        <ul className="flex flex-wrap gap-2">
          {VOICE_MODERATION_VIEWS.map((tab) => (
            <li key={tab}>
              <Link
                href={voiceModerationHref(tab)}
                aria-current={tab === view ? "page" : undefined}
                data-voice-tab={tab}
                className={`inline-flex min-h-11 items-center rounded-lg border px-4 font-bold ${
                  tab === view
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-line bg-white text-brand-700 hover:bg-canvas"
                }`}
              >
                {t("tabCount", { label: t(`tabs.${tab}`), count: counts[tab] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="voice-moderation-list" className="flex flex-col gap-3">
        <h2 id="voice-moderation-list" className="text-xl font-bold">
          {t(`tabs.${view}`)}
        </h2>
        <ModerationNotices>
          {list.data.length === 0 ? (
            <p className="rounded-xl border border-line bg-white p-6" data-empty-state="">
              {t(`empty.${view}`)}
            </p>
          ) : (
            <div className="flex flex-col gap-4" data-voice-list={view}>
              {list.data.map((voice) => (
                <ModerationVoiceCard key={voice.id} voice={voice} />
              ))}
            </div>
          )}
        </ModerationNotices>
        <PaginationNav
          page={pagination.page}
          pages={pagination.pages}
          hrefFor={(page) => voiceModerationHref(view, page)}
          label={t("paging.label")}
          labels={{
            previous: t("paging.previous"),
            next: t("paging.next"),
            page: (page) => t("paging.page", { page }),
          }}
          link={Link}
        />
      </section>
    </div>
  );
}
