import { z } from "zod";

// The automatic pre-checks of a change request (issue 11): every mechanical check a reviewer would
// otherwise do by hand, run when a provider asks for them, when a draft is submitted and when an
// operator opens the request. The provider and the operator read the same report.

/** The checks, in the order the checklist shows them. */
export const PRE_CHECK_RULES = [
  "requiredFields",
  "textLimits",
  "links",
  "images",
  "embeds",
  "plans",
  "markup",
  "integration",
] as const;
export type TPreCheckRule = (typeof PRE_CHECK_RULES)[number];

/**
 * `passed`: nothing found. `failed`: the request may not be submitted (or approved) as it is.
 * `warning`: a reviewer should look (a link that did not answer in time), never blocking.
 */
export const PRE_CHECK_OUTCOMES = ["passed", "warning", "failed"] as const;
export type TPreCheckOutcome = (typeof PRE_CHECK_OUTCOMES)[number];

/** One finding: where in the content (a field path as the editor names it) and what, as a message code. */
export const ZPreCheckFinding = z.object({
  /** Content path, e.g. ["usages", 2, "url"] or ["logoImage", "alt"]. */
  path: z.array(z.union([z.string(), z.number()])),
  outcome: z.enum(["warning", "failed"]),
  /** A message key of the `preCheck.findings` namespace. */
  code: z.string(),
  /** Values the message names (a URL, a status code, a limit). */
  values: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type TPreCheckFinding = z.infer<typeof ZPreCheckFinding>;

export const ZPreCheckResult = z.object({
  rule: z.enum(PRE_CHECK_RULES),
  outcome: z.enum(PRE_CHECK_OUTCOMES),
  findings: z.array(ZPreCheckFinding),
});
export type TPreCheckResult = z.infer<typeof ZPreCheckResult>;

/** What a draft's checks found, for the draft's version they were run on. */
export const ZPreCheckReport = z.object({
  /** The draft version the checks read; a later save makes the report stale. */
  draftVersion: z.number().int(),
  checkedAt: z.string(),
  outcome: z.enum(PRE_CHECK_OUTCOMES),
  results: z.array(ZPreCheckResult),
});
export type TPreCheckReport = z.infer<typeof ZPreCheckReport>;

/** The report's outcome: the worst of its results. */
export function worstOutcome(outcomes: readonly TPreCheckOutcome[]): TPreCheckOutcome {
  if (outcomes.includes("failed")) return "failed";
  if (outcomes.includes("warning")) return "warning";
  return "passed";
}
