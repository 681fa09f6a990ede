import { PRE_CHECK_RULES, type TPreCheckReport, type TPreCheckResult, worstOutcome } from "../schemas/pre-check";
import type { TFindingsByRule } from "./draft-checks-input";

/** The report: one result per rule in checklist order, each as bad as its worst finding. */
export function buildPreCheckReport(input: {
  draftVersion: number;
  checkedAt: Date;
  findings: TFindingsByRule;
}): TPreCheckReport {
  const results: TPreCheckResult[] = PRE_CHECK_RULES.map((rule) => {
    const findings = input.findings[rule] ?? [];
    return { rule, outcome: worstOutcome(findings.map((finding) => finding.outcome)), findings };
  });
  return {
    draftVersion: input.draftVersion,
    checkedAt: input.checkedAt.toISOString(),
    outcome: worstOutcome(results.map((result) => result.outcome)),
    results,
  };
}

/** Findings of several sources merged rule by rule, in the order given. */
export function mergeFindings(...sources: TFindingsByRule[]): TFindingsByRule {
  const merged: TFindingsByRule = {};
  for (const source of sources)
    for (const rule of PRE_CHECK_RULES) {
      const findings = source[rule];
      if (findings?.length) merged[rule] = [...(merged[rule] ?? []), ...findings];
    }
  return merged;
}
