import type { TPrimaryActionType } from "@store/domain/enums";
import type { TAppDetail } from "@store/domain/schemas/app";

export type TInquiryLink = { kind: "demo" | "inquiry" | "trial"; href: string };

export type TInquiryActions = { links: TInquiryLink[]; closeSoon: boolean };

type TInquiryApp = Pick<TAppDetail, "primaryActionType" | "action" | "demoRequestUrl" | "contactUrl">;

const KINDS: Record<TPrimaryActionType, TInquiryLink["kind"][]> = {
  demo: ["demo"],
  inquiry: ["inquiry"],
  demo_and_inquiry: ["demo", "inquiry"],
  trial: ["trial"],
  none: [],
  close_soon: [],
};

/**
 * The visitor's ways to reach the provider (SPEC §3 request kinds), by the app's primary action
 * type: to the provider's own inquiry URL when the app says so, else its demo or contact page.
 */
export function inquiryActions(app: TInquiryApp): TInquiryActions {
  const own = app.action.inquiryActionType === "url" ? app.action.inquiryUrl : null;
  const hrefOf = (kind: TInquiryLink["kind"]): string | null => {
    if (kind === "demo") return app.demoRequestUrl ?? own ?? app.contactUrl;
    if (kind === "inquiry") return own ?? app.contactUrl ?? app.demoRequestUrl;
    return app.action.triable ? (own ?? app.demoRequestUrl ?? app.contactUrl) : null;
  };
  const links = KINDS[app.primaryActionType].flatMap((kind) => {
    const href = hrefOf(kind);
    return href ? [{ kind, href }] : [];
  });
  return { links, closeSoon: app.primaryActionType === "close_soon" };
}
