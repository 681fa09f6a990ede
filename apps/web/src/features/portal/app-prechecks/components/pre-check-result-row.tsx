"use client";

import type { TPreCheckFinding, TPreCheckOutcome, TPreCheckResult } from "@store/domain/schemas/pre-check";
import { useT } from "@/i18n/use-t";
import { useFieldLabel } from "./field-label";

const ICONS: Record<TPreCheckOutcome, { glyph: string; className: string }> = {
  passed: { glyph: "✓", className: "bg-brand-600 text-white" },
  warning: { glyph: "!", className: "bg-amber-400 text-ink" },
  failed: { glyph: "✕", className: "bg-danger text-white" },
};

function FindingItem(props: { finding: TPreCheckFinding; fieldHref?: (path: string) => string | null }) {
  const t = useT("preCheck");
  const fieldLabel = useFieldLabel();
  const { finding } = props;
  const field = fieldLabel(finding.path);
  const href = props.fieldHref?.(finding.path.join(".")) ?? null;
  const message = t(`findings.${finding.code}`, finding.values);
  return (
    <li
      className="flex flex-col gap-0.5 break-words"
      data-finding={finding.code}
      data-finding-path={finding.path.join(".")}
    >
      <span className="font-bold">
        {href ? (
          <a href={href} aria-label={t("jumpTo", { field })} className="text-brand-700 underline">
            {field}
          </a>
        ) : (
          field
        )}
        {finding.outcome === "warning" ? ` (${t("outcomes.warning")})` : null}
      </span>
      <span className="[overflow-wrap:anywhere]">{message}</span>
    </li>
  );
}

/** One rule of the checklist: an icon and its outcome in words, then what it found, field by field. */
export function PreCheckResultRow(props: { result: TPreCheckResult; fieldHref?: (path: string) => string | null }) {
  const t = useT("preCheck");
  const { result } = props;
  const icon = ICONS[result.outcome];
  return (
    <li
      className="flex gap-3 border-t border-line py-3 first:border-t-0"
      data-pre-check-rule={result.rule}
      data-outcome={result.outcome}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${icon.className}`}
      >
        {icon.glyph}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold">{t(`rules.${result.rule}`)}</span>
          <span className="text-sm">{t(`outcomes.${result.outcome}`)}</span>
        </p>
        {result.findings.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm">
            {result.findings.map((finding) => (
              <FindingItem
                key={`${finding.path.join(".")}:${finding.code}:${String(finding.values.url ?? "")}`}
                finding={finding}
                fieldHref={props.fieldHref}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
