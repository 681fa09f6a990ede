// SPEC §3 request kinds (demo, inquiry, demoAndInquiry, trial) an app's contact form offers, by
// its primary action type (SPEC §4). An app that takes no requests has no contact form.
import type { TPrimaryActionType } from "@store/domain/enums";

export type TRequestKind = "demo" | "inquiry" | "demoAndInquiry" | "trial";

const KINDS: Record<TPrimaryActionType, TRequestKind[]> = {
  demo: ["demo"],
  inquiry: ["inquiry"],
  demo_and_inquiry: ["demoAndInquiry", "demo", "inquiry"],
  trial: ["trial"],
  none: [],
  close_soon: [],
};

export function requestKindsOf(primaryActionType: TPrimaryActionType): TRequestKind[] {
  return KINDS[primaryActionType];
}
