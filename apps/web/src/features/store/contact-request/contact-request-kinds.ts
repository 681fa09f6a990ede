import type { TIntegrationType, TPrimaryActionType } from "@store/domain/enums";
import type { TContactRequestKind } from "@store/domain/schemas/contact-request";
import { safeLink } from "@store/domain/schemas/app-content";
import { requestKindsOf } from "./request-kinds";

/**
 * The kinds an app's contact form offers (SPEC §3, §4): those of its primary action type, and a
 * trial for a suite option, whose action button is 'request trial' (SPEC §4 App action button 2).
 */
export function offeredKindsOf(app: {
  primaryActionType: TPrimaryActionType;
  integrationType: TIntegrationType;
}): TContactRequestKind[] {
  const kinds = requestKindsOf(app.primaryActionType);
  return app.integrationType === "suite_option" && !kinds.includes("trial") ? [...kinds, "trial"] : kinds;
}

/** An app whose inquiries go to the provider's own URL: the contact page links there. */
export function ownInquiryUrlOf(app: { inquiryActionType: string | null; inquiryUrl: string | null }): string | null {
  return app.inquiryActionType === "url" ? safeLink(app.inquiryUrl) : null;
}
