import type { TTermsVersionState } from "@store/domain/schemas/editorial";
import { getT } from "@/i18n/get-t";

const TONE: Record<TTermsVersionState, string> = {
  draft: "border-line bg-canvas text-ink",
  scheduled: "border-amber-300 bg-amber-50 text-warning",
  current: "border-brand-600 bg-brand-50 text-brand-700",
  past: "border-line bg-white text-ink-muted",
};

export async function TermsStateBadge({ state }: { state: TTermsVersionState }) {
  const t = await getT("opsTerms.states");
  return (
    <span
      className={`inline-block rounded border px-2 py-0.5 text-xs font-bold ${TONE[state]}`}
      data-terms-state={state}
    >
      {t(state)}
    </span>
  );
}
