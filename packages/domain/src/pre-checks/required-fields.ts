// Fields an app of an integration type needs beyond the submission checks (SPEC §4–5): what the
// install dialog and the connection-completed dialog read.
import type { TIntegrationType } from "../enums";
import type { TAppContent } from "../schemas/app-content";
import type { TPreCheckFinding } from "../schemas/pre-check";
import { warning } from "./draft-checks-input";

/** SPEC §4 Install flow: these types show the terms box when the app has a terms URL. */
const TERMS_BOX_TYPES: readonly TIntegrationType[] = ["install", "suite_labs", "adapt", "suite_option"];

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * Warnings, never refusals: SPEC lets these apps go without (no terms URL counts as agreed; the
 * connection-completed dialog offers the app's URL only when there is one), but a reviewer asks.
 */
export function integrationTypeFindings(content: TAppContent): TPreCheckFinding[] {
  const findings: TPreCheckFinding[] = [];
  const type = content.integrationType;
  if (TERMS_BOX_TYPES.includes(type) && blank(content.termsUrl))
    findings.push(warning(["termsUrl"], "termsUrlMissing", { integrationType: type }));
  if (type === "adapt" && blank(content.url)) findings.push(warning(["url"], "adaptUrlMissing"));
  return findings;
}
