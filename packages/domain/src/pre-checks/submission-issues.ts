// The submission checks of a draft as the 422 of a refused submit lists them (appContentIssues of
// its content plus its own fields), and the same issues as pre-check findings, each under the rule
// it belongs to. One source: the checklist never disagrees with the submit.
import { z } from "zod";
import { isContentLink } from "../schemas/app-content";
import { appContentIssues, CONTENT_ISSUE, type TContentIssue } from "../schemas/app-content-issues";
import type { TPreCheckFinding, TPreCheckRule } from "../schemas/pre-check";
import { failed, type TFindingsByRule, type TPreCheckDraft } from "./draft-checks-input";

/** What keeps a draft from being submitted: its content's issues and its notification address and login URL. */
export function draftSubmissionIssues(draft: TPreCheckDraft): TContentIssue[] {
  const issues = appContentIssues(draft.content);
  const email = draft.notificationEmail?.trim();
  if (email && !z.email().safeParse(email).success)
    issues.push({ path: ["notificationEmail"], message: CONTENT_ISSUE.invalidEmail });
  const login = draft.loginUrl?.trim();
  if (login && !isContentLink(login)) issues.push({ path: ["loginUrl"], message: CONTENT_ISSUE.invalidUrl });
  return issues;
}

const ALT_TEXT_FIELDS = new Set(["altText", "imageAltText", "thumbnailAlt"]);

/** The finding code (a `preCheck.findings` key) of each submission issue message. */
export const ISSUE_FINDING_CODES: Record<string, string> = {
  [CONTENT_ISSUE.required]: "required",
  [CONTENT_ISSUE.tooLong]: "tooLong",
  [CONTENT_ISSUE.tooMany]: "tooMany",
  [CONTENT_ISSUE.invalidUrl]: "invalidUrl",
  [CONTENT_ISSUE.invalidEmail]: "invalidEmail",
  [CONTENT_ISSUE.code]: "invalidCode",
  [CONTENT_ISSUE.embedMissing]: "embedMissing",
  [CONTENT_ISSUE.altTextMissing]: "altTextMissing",
  [CONTENT_ISSUE.inquiryUrlMissing]: "inquiryUrlMissing",
};

/** The codes of findings that are submission issues (the 422 already lists these per field). */
export const SUBMISSION_ISSUE_CODES: ReadonlySet<string> = new Set(Object.values(ISSUE_FINDING_CODES));

function isAltText(issue: TContentIssue): boolean {
  return ALT_TEXT_FIELDS.has(String(issue.path.at(-1)));
}

/** An image's own URL: a screenshot's `url`, an image usage's `imageUrl`. */
function isImageItemUrl(issue: TContentIssue): boolean {
  const [list, , field] = issue.path;
  return (list === "images" && field === "url") || (list === "usages" && field === "imageUrl");
}

function ruleOf(issue: TContentIssue): TPreCheckRule {
  switch (issue.message) {
    case CONTENT_ISSUE.tooLong:
    case CONTENT_ISSUE.tooMany:
      return "textLimits";
    case CONTENT_ISSUE.invalidUrl:
      return "links";
    case CONTENT_ISSUE.embedMissing:
      return "embeds";
    case CONTENT_ISSUE.altTextMissing:
      return "images";
    case CONTENT_ISSUE.required:
      return isAltText(issue) || isImageItemUrl(issue) ? "images" : "requiredFields";
    default:
      return "requiredFields";
  }
}

function findingOf(issue: TContentIssue): TPreCheckFinding {
  const code =
    issue.message === CONTENT_ISSUE.required && isAltText(issue)
      ? "altTextMissing"
      : (ISSUE_FINDING_CODES[issue.message] ?? "invalid");
  return failed(issue.path, code, issue.params ?? {});
}

/** The draft's submission issues as failed findings, grouped by the rule each belongs to. */
export function submissionIssueFindings(draft: TPreCheckDraft): TFindingsByRule {
  const byRule: TFindingsByRule = {};
  for (const issue of draftSubmissionIssues(draft)) {
    const rule = ruleOf(issue);
    byRule[rule] = [...(byRule[rule] ?? []), findingOf(issue)];
  }
  return byRule;
}
