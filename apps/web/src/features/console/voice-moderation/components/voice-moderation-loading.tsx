import "server-only";
import { getT } from "@/i18n/get-t";

/** What /ops/voices shows while its list loads. */
export async function VoiceModerationLoading() {
  const t = await getT("ops.voices");
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8" role="status" aria-live="polite" data-ops-loading="">
      <p className="text-ink-muted">{t("loading")}</p>
    </div>
  );
}
