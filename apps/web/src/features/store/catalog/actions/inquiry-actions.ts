import type { TAppAction } from "@store/domain/action-button";
import type { TPrimaryActionType } from "@store/domain/enums";
import type { TAppDetail } from "@store/domain/schemas/app";
import { contactPagePath } from "@/paths/contact-request-paths";

export type TInquiryLink = { kind: "demo" | "inquiry" | "trial"; href: string };

export type TInquiryActions = { links: TInquiryLink[]; closeSoon: boolean };

type TInquiryApp = Pick<
  TAppDetail,
  "code" | "status" | "primaryActionType" | "action" | "demoRequestUrl" | "contactUrl"
>;

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
 * type: to the provider's own inquiry URL (or demo page) when the app says its inquiries go there,
 * else to the store's contact page, whose form sends the request to the provider. A discontinued
 * app takes no new requests (the store refuses them too). When the primary action (`primary`, SPEC
 * §4) already requests a trial, the trial link is left out: one clear action, not two near-identical
 * buttons (issue 31).
 */
export function inquiryActions(app: TInquiryApp, primary?: TAppAction["kind"]): TInquiryActions {
  if (app.status === "discontinued") return { links: [], closeSoon: false };
  const viaUrl = app.action.inquiryActionType === "url";
  const own = viaUrl ? app.action.inquiryUrl : null;
  const hrefOf = (kind: TInquiryLink["kind"]): string | null => {
    if (kind === "trial" && !app.action.triable) return null;
    if (!viaUrl) return contactPagePath(app.code, kind);
    if (kind === "demo") return app.demoRequestUrl ?? own ?? app.contactUrl;
    return own ?? app.contactUrl ?? app.demoRequestUrl;
  };
  const links = KINDS[app.primaryActionType].flatMap((kind) => {
    if (kind === "trial" && primary === "requestTrial") return [];
    const href = hrefOf(kind);
    return href ? [{ kind, href }] : [];
  });
  return { links, closeSoon: app.primaryActionType === "close_soon" };
}
