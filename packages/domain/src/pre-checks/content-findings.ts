// Every rule that needs no I/O, in one call: what the web app adds are the links' answers and the
// stored images' facts (links.ts, images.ts).
import type { TPreCheckRule } from "../schemas/pre-check";
import { mergeFindings } from "./build-report";
import type { TFindingsByRule, TPlanPriceTypes, TPreCheckDraft } from "./draft-checks-input";
import { embedFindings } from "./embeds";
import { markupFindings } from "./markup";
import { planFindings } from "./plans";
import { integrationTypeFindings } from "./required-fields";
import { submissionIssueFindings } from "./submission-issues";

export function contentFindings(
  draft: TPreCheckDraft,
  facts: { plans: TPlanPriceTypes; removedMarkup: (html: string) => string[] },
): TFindingsByRule {
  const own: Partial<Record<TPreCheckRule, ReturnType<typeof embedFindings>>> = {
    requiredFields: integrationTypeFindings(draft.content),
    embeds: embedFindings(draft.content),
    plans: planFindings(draft.content, facts.plans),
    markup: markupFindings(draft.content, facts.removedMarkup, draft.removedMarkup),
  };
  return mergeFindings(submissionIssueFindings(draft), own);
}
