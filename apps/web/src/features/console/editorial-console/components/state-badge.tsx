import type { TEditorialState } from "@store/domain/editorial-state";
import { getT } from "@/i18n/get-t";

const TONE: Record<TEditorialState, string> = {
  draft: "border-line bg-canvas text-ink",
  scheduled: "border-amber-300 bg-amber-50 text-warning",
  published: "border-brand-500 bg-brand-50 text-brand-700",
  running: "border-brand-500 bg-brand-50 text-brand-700",
  ended: "border-line bg-white text-ink-muted",
};

/** Where an item stands for the public: draft, scheduled, published (campaigns: running, ended). */
export async function StateBadge({ state }: { state: TEditorialState }) {
  const t = await getT("opsEditorial.states");
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-bold ${TONE[state]}`}
      data-state={state}
    >
      {t(state)}
    </span>
  );
}
