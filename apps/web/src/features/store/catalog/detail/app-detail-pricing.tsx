import { decideAppAction, type TViewer } from "@store/domain/action-button";
import type { TAppDetail } from "@store/domain/schemas/app";
import type { TInstallConsent } from "@/features/tenant/tenant-admin";
import { InstallConsentData } from "@/features/tenant/tenant-admin/index.server";
import { AppActionArea, type TActionTenantAccess } from "../actions/app-action-area";
import { blockedAdminScreen } from "../actions/blocked-admin-screen";
import { inquiryActions } from "../actions/inquiry-actions";
import type { TDetailT } from "./detail-parts";

/** The box beside the header: plan, price, additional charge and the action area. */
export function AppDetailPricing({
  app,
  viewer,
  tenantAccess,
  preview,
  policyNote = null,
  requestNote = null,
  consent = null,
  t,
}: {
  app: TAppDetail;
  viewer: TViewer;
  tenantAccess: TActionTenantAccess | null;
  preview: boolean;
  /** Issue 27 item 6: what the tenant's app policy says of members' requests for the app (null: nothing). */
  policyNote?: string | null;
  /** SPEC §3 Access request: the member's open request for the app, said before they ask again. */
  requestNote?: string | null;
  /** Issue 27 item 4: what the install dialog asks the admin to grant (null: nothing to list). */
  consent?: TInstallConsent | null;
  t: TDetailT;
}) {
  // A member's request the tenant's policy refuses: the page says why instead of the request button.
  const action = decideAppAction(app, viewer);
  const refused =
    viewer === "tenantUser" && policyNote !== null && "gate" in action && action.gate === "adminUserOnlyDialog";
  const actionApp = {
    code: app.code,
    name: app.name,
    status: app.status,
    integrationType: app.integrationType,
    // A refused request is no action at all for this member (SPEC §4 rule 3: hidden).
    installable: app.installable && !refused,
    installed: app.installed,
    installationInProgress: app.installationInProgress,
    suiteDataIntegrationOnly: app.suiteDataIntegrationOnly && !refused,
    suiteDataInstalled: app.suiteDataInstalled,
    isSuiteOptionWithSubscription: app.isSuiteOptionWithSubscription,
    url: app.url,
    suiteDataUrl: app.suiteDataUrl,
    suiteIdpUrl: app.suiteIdpUrl,
    supportedSuiteOptions: app.supportedSuiteOptions,
    // Without its plan a refused paid option does not turn into a trial request either.
    plan: refused ? null : app.plan,
    termsUrl: app.termsUrl,
    uninstallable: app.uninstallable,
    commonOauthClientApps: app.commonOauthClientApps,
  };
  const shown = decideAppAction(actionApp, viewer);
  return (
    <aside aria-labelledby="pricing-heading" className="h-fit rounded-xl border border-line p-5">
      <h2 id="pricing-heading" className="sr-only">
        {t("pricing")}
      </h2>
      {app.plan || app.price || app.additionalCharge ? (
        <dl className="mb-5 text-sm">
          {app.plan ? (
            <div className="mb-2">
              <dt className="text-ink-muted">{t("plan")}</dt>
              <dd className="font-bold" data-taxonomy="plan">
                {app.plan.name}
              </dd>
            </div>
          ) : null}
          {app.price ? (
            <div className="mb-2">
              <dt className="text-ink-muted">{t("price")}</dt>
              <dd>
                <span className="text-lg font-bold">{app.price}</span>
                {app.priceCaption ? <span className="block text-xs text-ink-muted">{app.priceCaption}</span> : null}
              </dd>
            </div>
          ) : null}
          {app.additionalCharge ? (
            <div>
              <dt className="text-ink-muted">{t("additionalCharge")}</dt>
              <dd>{app.additionalCharge}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <AppActionArea
        app={actionApp}
        action={shown}
        blockedAdmin={blockedAdminScreen(tenantAccess)}
        inquiries={inquiryActions(app, shown.kind)}
        hasDocument={app.document !== null && app.status !== "discontinued"}
        preview={preview}
      />
      {policyNote && (refused || viewer === "tenantAdmin") ? (
        <p
          role="note"
          className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm"
          {...(refused ? { "data-request-refused": "" } : { "data-app-policy-note": "" })}
        >
          {policyNote}
        </p>
      ) : null}
      {requestNote && !refused ? (
        <p role="note" className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-sm" data-access-requested="">
          {requestNote}
        </p>
      ) : null}
      {/* Issue 27 item 4: what the install dialog (loaded when opened) lists; no first-load script. */}
      <InstallConsentData consents={[{ code: app.code, consent }]} />
    </aside>
  );
}
