"use client";

import type { TVoiceCheckField, TVoiceCheckFinding } from "@store/domain/voices/voice-checks";
import { textLimitState } from "@store/domain/text-limit";
import { useT } from "@/i18n/use-t";
import type { TVoiceChecksState } from "./use-voice-checks";

// What the automatic checks found, next to the field it is about and as one list under the form
// (issue 28), and the characters a text has left.

/** A finding's message in the viewer's language (`voices.checks.<code>` with its values). */
function useFindingText() {
  const t = useT("voices.checks");
  return (finding: TVoiceCheckFinding) => t(finding.code, finding.values);
}

const TONE = {
  failed: "text-danger",
  warning: "text-amber-800",
} as const;

/** The findings of one field, under it; `id` is what the field's aria-describedby names. */
export function FieldFindings({
  id,
  findings,
  messages = [],
}: {
  id: string;
  findings: readonly TVoiceCheckFinding[];
  /** The server's own messages about the field (a refused send), already in the viewer's language. */
  messages?: readonly string[];
}) {
  const text = useFindingText();
  const t = useT("voices.write");
  if (findings.length === 0 && messages.length === 0) return null;
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm" data-field-findings>
      {messages.map((message) => (
        <li key={message} className={`font-bold ${TONE.failed}`} data-field-error>
          {message}
        </li>
      ))}
      {findings.map((finding) => (
        <li
          key={`${finding.code}-${JSON.stringify(finding.values)}`}
          className={`font-bold ${TONE[finding.outcome]}`}
          data-finding={finding.code}
          data-outcome={finding.outcome}
        >
          <span className="sr-only">{t(`checks.${finding.outcome}`)}: </span>
          {text(finding)}
        </li>
      ))}
    </ul>
  );
}

/** The checks' state and every finding the author is shown, by field, under the heading 自動チェックの結果. */
export function VoiceCheckList({
  checks,
  shown,
}: {
  checks: TVoiceChecksState;
  /** The findings of the fields the author has written in (or all, once they tried to send). */
  shown: readonly TVoiceCheckFinding[];
}) {
  const t = useT("voices.write");
  const text = useFindingText();
  const failed = shown.filter((f) => f.outcome === "failed");
  const warnings = shown.filter((f) => f.outcome === "warning");
  const fieldLabel = (field: TVoiceCheckField) => t(`checks.field.${field}`);
  const group = (outcome: "failed" | "warning", findings: readonly TVoiceCheckFinding[]) =>
    findings.length === 0 ? null : (
      <div>
        <h3 className={`text-sm font-bold ${TONE[outcome]}`}>{t(`checks.${outcome}`)}</h3>
        <ul className="mt-1 flex list-disc flex-col gap-1 ps-5 text-sm">
          {findings.map((finding) => (
            <li key={`${finding.field}-${finding.code}-${JSON.stringify(finding.values)}`} data-finding={finding.code}>
              {t("checks.item", { field: fieldLabel(finding.field), message: text(finding) })}
            </li>
          ))}
        </ul>
      </div>
    );
  let summary: string;
  if (checks.status === "running") summary = t("checks.running");
  else if (checks.status === "unavailable") summary = t("checks.unavailable");
  else if (checks.status === "idle") summary = t("checks.idle");
  else summary = shown.length === 0 ? t("checks.none") : t("checks.found", { count: shown.length });
  return (
    <section
      aria-labelledby="voice-checks-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4"
      data-voice-checks={checks.status}
      data-voice-findings
    >
      <h2 id="voice-checks-heading" className="font-bold">
        {t("checks.title")}
      </h2>
      <p role="status" className="text-sm text-ink-muted">
        {summary}
      </p>
      {group("failed", failed)}
      {group("warning", warnings)}
    </section>
  );
}

/** The characters left of a text (SPEC §5), or how many it is over; below the minimum, how many more it needs. */
export function VoiceTextCounter({ id, value, min, max }: { id: string; value: string; min: number; max: number }) {
  const t = useT("voices.write");
  const { count, remaining, over } = textLimitState(value.trim(), max);
  let message: string;
  if (over > 0) message = t("counter.over", { count: over });
  else if (count < min) message = t("counter.short", { count: min - count, remaining });
  else message = t("counter.remaining", { count: remaining });
  return (
    <p
      id={id}
      data-text-limit={over > 0 ? "over" : "within"}
      className={`text-right text-xs ${over > 0 ? "font-bold text-danger" : "text-ink-muted"}`}
    >
      {message}
      <span className="sr-only"> ({t("counter.limitNote", { min, max })})</span>
    </p>
  );
}
