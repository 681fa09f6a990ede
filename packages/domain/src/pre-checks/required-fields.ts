// Fields an app of an integration type needs beyond the submission checks (SPEC §4–5): what the
// install dialog and the connection-completed dialog read.
import { needsTermsAgreement } from "../installation";
import type { TAppContent } from "../schemas/app-content";
import type { TPreCheckFinding } from "../schemas/pre-check";
import { warning } from "./draft-checks-input";

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * Warnings, never refusals: SPEC lets these apps go without (no terms URL counts as agreed; the
 * connection-completed dialog offers the app's URL only when there is one), but a reviewer asks.
 */
export function integrationTypeFindings(content: TAppContent): TPreCheckFinding[] {
  const findings: TPreCheckFinding[] = [];
  const type = content.integrationType;
  // An app whose install would ask for agreement to its terms, if it had any.
  const wouldAskForTerms = needsTermsAgreement({ code: content.code, integrationType: type, termsUrl: "terms" });
  if (wouldAskForTerms && blank(content.termsUrl))
    findings.push(warning(["termsUrl"], "termsUrlMissing", { integrationType: type }));
  if (type === "adapt" && blank(content.url)) findings.push(warning(["url"], "adaptUrlMissing"));
  return findings;
}
