import type { TViewer } from "@store/domain/action-button";
import type { TAppDetail, TAppSummary } from "@store/domain/schemas/app";
import type { ReactNode } from "react";
import type { TInstallConsent } from "@/features/tenant/tenant-admin";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import type { TActionTenantAccess } from "../actions/app-action-area";
import { AppDetailConnection } from "./app-detail-connection";
import { AppDetailBreadcrumbs, AppDetailHeader, AppStatusNotice } from "./app-detail-header";
import { AppDetailOverview } from "./app-detail-overview";
import { AppDetailPricing } from "./app-detail-pricing";
import { AppDetailPromotions } from "./app-detail-promotions";
import { AppDetailRelated } from "./app-detail-related";
import { AppDetailSidebar } from "./app-detail-sidebar";
import { AppDetailUserGuide } from "./app-detail-user-guide";
import { AppDetailVoices, type TAppVoicesSection } from "./app-detail-voices";
import { AppDetailTabs, USER_GUIDE_ANCHOR } from "./app-detail-tabs";

/**
 * SPEC §3 App (detail): every field that has a value, header and action area first, then the
 * overview, usage-guide and connection tabs, the users' voices, the provider's links and help,
 * releases, the shared-account notice and related apps. Each part lives in ./app-detail-*.
 */
export async function AppDetailView({
  app,
  related,
  viewer,
  tenantAccess = null,
  mode = "public",
  consent = null,
  scopeUpdateNotice = null,
  voices = null,
  listingNotice = null,
  requestedAt = null,
}: {
  app: TAppDetail;
  related: TAppSummary[];
  viewer: TViewer;
  /** A signed-in viewer's tenant state (features/tenant/auth/tenant-principal.ts). */
  tenantAccess?: TActionTenantAccess | null;
  /** A preview (SPEC §2) shows the same page with its actions inert. */
  mode?: "public" | "preview";
  /** Issue 27 item 4, for a tenant admin: what installing grants, and an update that waits for them. */
  consent?: TInstallConsent | null;
  scopeUpdateNotice?: ReactNode;
  /** Issue 28: the published voices of the app (of the live app in a preview). */
  voices?: TAppVoicesSection | null;
  /** Issue 31: which language the listing is shown in, with the way to the other. */
  listingNotice?: ReactNode;
  /** SPEC §3 Access request: when the signed-in member asked the admins for the app, still open. */
  requestedAt?: Date | null;
}) {
  const t = await getT("appDetail");
  const policyNote = await appPolicyNote(app, viewer);
  const requestNote = requestedAt
    ? t("accessRequested", { date: (await getFormatter()).dateTime(requestedAt, { dateStyle: "long" }) })
    : null;
  const tabs = [
    { value: "overview", label: t("tabs.overview"), content: <AppDetailOverview app={app} t={t} /> },
    ...(app.usages.length > 0
      ? [
          {
            value: USER_GUIDE_ANCHOR,
            label: t("tabs.userGuide"),
            content: <AppDetailUserGuide usages={app.usages} t={t} />,
          },
        ]
      : []),
    ...(app.connection
      ? [
          {
            value: "connection",
            label: t("tabs.connection"),
            content: <AppDetailConnection connection={app.connection} t={t} />,
          },
        ]
      : []),
  ];

  return (
    <article className="mx-auto max-w-[var(--width-page)] px-4 py-6" data-app-status={app.status}>
      <AppDetailBreadcrumbs app={app} t={t} />
      <AppStatusNotice app={app} t={t} />
      {listingNotice}
      {scopeUpdateNotice}

      {/*
        Two columns from md: the header and then the tabs on the left, the pricing box and then the
        sidebar on the right, each column one stack, so a tall pricing box (several actions, a
        policy note) leaves no blank column beside it before the tabs (issue 31). On phones one
        column: header, pricing, the tabs, then the sidebar. The first column never grows past the
        screen for a wide child (minmax(0, 1fr)), so nothing scrolls sideways.
      */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[minmax(0,1fr)_320px] md:grid-rows-[auto_1fr] md:gap-x-8 md:gap-y-10">
        <AppDetailHeader app={app} t={t} />
        <div className="contents md:col-start-2 md:row-span-2 md:row-start-1 md:flex md:flex-col md:gap-10">
          <AppDetailPricing
            app={app}
            viewer={viewer}
            tenantAccess={tenantAccess}
            preview={mode === "preview"}
            policyNote={policyNote}
            requestNote={requestNote}
            consent={consent}
            t={t}
          />
          <div className="order-1 md:order-none">
            <AppDetailSidebar app={app} t={t} />
          </div>
        </div>
        <div className="min-w-0 md:col-start-1 md:row-start-2">
          <AppDetailPromotions app={app} t={t} />
          <AppDetailTabs tabs={tabs} />
          {voices ? <AppDetailVoices voices={voices} /> : null}
        </div>
      </div>

      <AppDetailRelated related={related} t={t} />
    </article>
  );
}

/**
 * Issue 27 item 6: a member reads why the tenant's app policy refuses their request for the app;
 * an admin, that members cannot request it (the admin may still install it). Null otherwise.
 */
async function appPolicyNote(app: TAppDetail, viewer: TViewer): Promise<string | null> {
  if (!app.requestRefusal || app.installed || viewer === "visitor") return null;
  const t = await getT("appPolicy");
  return viewer === "tenantUser" ? t(`refusals.${app.requestRefusal}`) : t(`adminNotes.${app.requestRefusal}`);
}
