// Every route file of the App Router but /api/openapi.json, imported here so the OpenAPI document
// is made from the routes themselves (app/api/openapi-document.ts). The document's own route adds
// itself when it builds the document: it imports this list, so the list cannot import it (a loop).
// A test compares this list and that route with the route files on disk
// (security/testing/route-inventory.ts), so a new route.ts that is not added here fails it.
import * as logRoute from "@/app/%5Flog/route";
import * as apiAccessRequestsRoute from "./access_requests/route";
import * as apiAppsCodeContactRequestsRoute from "./apps/[code]/contact_requests/route";
import * as apiAppsCodeDocumentRequestRoute from "./apps/[code]/document_request/route";
import * as apiAppsCodeRoute from "./apps/[code]/route";
import * as apiAppsCodeTrialRequestsRoute from "./apps/[code]/trial_requests/route";
import * as apiAppsCodeVoicesChecksRoute from "./apps/[code]/voices/checks/route";
import * as apiAppsCodeVoicesHelpfulRoute from "./apps/[code]/voices/helpful/route";
import * as apiAppsCodeVoicesMineRoute from "./apps/[code]/voices/mine/route";
import * as apiAppsCodeVoicesRoute from "./apps/[code]/voices/route";
import * as apiAppsFacetsRoute from "./apps/facets/route";
import * as apiAppsRoute from "./apps/route";
import * as apiAuthNextauthRoute from "./auth/[...nextauth]/route";
import * as apiAuthBackchannelLogoutRoute from "./auth/backchannel-logout/route";
import * as apiAuthTenantsRoute from "./auth/tenants/route";
import * as apiBenchReferenceRoute from "./bench/reference/route";
import * as apiCampaignsRoute from "./campaigns/route";
import * as apiCasesIdRoute from "./cases/[id]/route";
import * as apiCasesRoute from "./cases/route";
import * as apiDevelopersAddonsAddonKeyRoute from "./developers/addons/[addonKey]/route";
import * as apiDevelopersAddonsRoute from "./developers/addons/route";
import * as apiDevelopersAppProvidersMeRoute from "./developers/app_providers/me/route";
import * as apiDevelopersAppsIdRoute from "./developers/apps/[id]/route";
import * as apiDevelopersAppsImagesRoute from "./developers/apps/images/route";
import * as apiDevelopersAppsRoute from "./developers/apps/route";
import * as apiDevelopersAuthInvitationRoute from "./developers/auth/invitation/route";
import * as apiDevelopersAuthPasswordEditRoute from "./developers/auth/password/edit/route";
import * as apiDevelopersAuthPasswordRoute from "./developers/auth/password/route";
import * as apiDevelopersAuthSignInRoute from "./developers/auth/sign_in/route";
import * as apiDevelopersAuthSignOutRoute from "./developers/auth/sign_out/route";
import * as apiDevelopersExperimentalAppsIdRoute from "./developers/experimental/apps/[id]/route";
import * as apiDevelopersExperimentalAppsRoute from "./developers/experimental/apps/route";
import * as apiDevelopersExperimentalDraftAppsIdChangeRequestRoute from "./developers/experimental/draft_apps/[id]/change_request/route";
import * as apiDevelopersExperimentalDraftAppsIdPreChecksRoute from "./developers/experimental/draft_apps/[id]/pre_checks/route";
import * as apiDevelopersExperimentalDraftAppsIdDevelopmentInstallRoute from "./developers/experimental/draft_apps/[id]/development_install/route";
import * as apiDevelopersDevelopmentInstallsCallbackRoute from "./developers/development_installs/callback/route";
import * as apiOpsChangeRequestsIdReviewInstallRoute from "./ops/change_requests/[id]/review_install/route";
import * as apiDevelopersExperimentalDraftAppsIdRoute from "./developers/experimental/draft_apps/[id]/route";
import * as apiDevelopersExperimentalDraftAppsRoute from "./developers/experimental/draft_apps/route";
import * as apiDevelopersLeadsRoute from "./developers/leads/route";
import * as apiDevelopersAnalyticsRoute from "./developers/analytics/route";
import * as apiDevelopersAnalyticsExportRoute from "./developers/analytics/export/route";
import * as apiDevelopersOauthClientsClientIdRoute from "./developers/oauth_clients/[clientId]/route";
import * as apiDevelopersOauthClientsClientIdSecretRoute from "./developers/oauth_clients/[clientId]/secret/route";
import * as apiDevelopersOauthClientsRoute from "./developers/oauth_clients/route";
import * as apiDevelopersScopesRoute from "./developers/scopes/route";
import * as apiDevelopersWebhooksDeliveriesIdResendRoute from "./developers/webhooks/deliveries/[id]/resend/route";
import * as apiDevelopersWebhooksRoute from "./developers/webhooks/route";
import * as apiDevelopersWebhooksSecretRoute from "./developers/webhooks/secret/route";
import * as apiDevelopersWebhooksTestRoute from "./developers/webhooks/test/route";
import * as apiDevelopersVoicesIdReplyRoute from "./developers/voices/[id]/reply/route";
import * as apiDevelopersVoicesRoute from "./developers/voices/route";
import * as apiHealthReadyRoute from "./health/ready/route";
import * as apiHealthRoute from "./health/route";
import * as apiLauncherAppsRoute from "./launcher/apps/route";
import * as apiLauncherFavoritesCodeRoute from "./launcher/favorites/[code]/route";
import * as apiNewsRoute from "./news/route";
import * as apiOpsAppsIdStatusRoute from "./ops/apps/[id]/status/route";
import * as apiOpsAuditEventsRoute from "./ops/audit_events/route";
import * as apiOpsAuthPasswordEditRoute from "./ops/auth/password/edit/route";
import * as apiOpsAuthPasswordRoute from "./ops/auth/password/route";
import * as apiOpsAuthSignInRoute from "./ops/auth/sign_in/route";
import * as apiOpsAuthSignOutRoute from "./ops/auth/sign_out/route";
import * as apiOpsChangeRequestsIdDecisionRoute from "./ops/change_requests/[id]/decision/route";
import * as apiOpsChangeRequestsIdPickUpRoute from "./ops/change_requests/[id]/pick_up/route";
import * as apiOpsChangeRequestsIdPreChecksRoute from "./ops/change_requests/[id]/pre_checks/route";
import * as apiOpsChangeRequestsRoute from "./ops/change_requests/route";
import * as apiOpsEditorialKindIdPositionRoute from "./ops/editorial/[kind]/[id]/position/route";
import * as apiOpsEditorialKindIdPublicationRoute from "./ops/editorial/[kind]/[id]/publication/route";
import * as apiOpsEditorialKindIdRoute from "./ops/editorial/[kind]/[id]/route";
import * as apiOpsEditorialKindRoute from "./ops/editorial/[kind]/route";
import * as apiOpsEditorialAnnouncementsIdPublicationRoute from "./ops/editorial/announcements/[id]/publication/route";
import * as apiOpsEditorialAnnouncementsIdRoute from "./ops/editorial/announcements/[id]/route";
import * as apiOpsEditorialAnnouncementsRoute from "./ops/editorial/announcements/route";
import * as apiOpsEditorialImagesRoute from "./ops/editorial/images/route";
import * as apiOpsEditorialTermsIdPublicationRoute from "./ops/editorial/terms/[id]/publication/route";
import * as apiOpsEditorialTermsIdRoute from "./ops/editorial/terms/[id]/route";
import * as apiOpsEditorialTermsMarkdownRoute from "./ops/editorial/terms/markdown/route";
import * as apiOpsEditorialTermsRoute from "./ops/editorial/terms/route";
import * as apiOpsMailsIdRetryRoute from "./ops/mails/[id]/retry/route";
import * as apiOpsVoicesRoute from "./ops/voices/route";
import * as apiOpsAnalyticsRoute from "./ops/analytics/route";
import * as apiOpsAnalyticsExportRoute from "./ops/analytics/export/route";
import * as apiOpsVoicesIdDecisionRoute from "./ops/voices/[id]/decision/route";
import * as apiOpsVoicesIdTakeDownRoute from "./ops/voices/[id]/take_down/route";
import * as apiOpsTaxonomyRoute from "./ops/taxonomy/route";
import * as apiOpsTaxonomyKindKeyRoute from "./ops/taxonomy/[kind]/[key]/route";
import * as apiOpsProviderUserInvitationsRoute from "./ops/provider_user_invitations/route";
import * as apiOpsProviderUsersIdInvitationRoute from "./ops/provider_users/[id]/invitation/route";
import * as apiOpsProviderUsersIdSuspensionRoute from "./ops/provider_users/[id]/suspension/route";
import * as apiOpsProvidersRoute from "./ops/providers/route";
import * as apiPickupsRoute from "./pickups/route";
import * as apiReleaseNotesRoute from "./release_notes/route";
import * as apiReleasesRoute from "./releases/route";
import * as apiSpecialsIdRoute from "./specials/[id]/route";
import * as apiSpecialsRoute from "./specials/route";
import * as apiTenantAdminAccessRequestsIdDeclineRoute from "./tenant_admin/access_requests/[id]/decline/route";
import * as apiTenantAdminAccessRequestsRoute from "./tenant_admin/access_requests/route";
import * as apiTenantAdminAppPolicyAppsCodeRoute from "./tenant_admin/app_policy/apps/[code]/route";
import * as apiTenantAdminAppPolicyRoute from "./tenant_admin/app_policy/route";
import * as apiTenantAdminAppsCodeRoute from "./tenant_admin/apps/[code]/route";
import * as apiTenantAdminAppsCodeScopeUpdateRoute from "./tenant_admin/apps/[code]/scope_update/route";
import * as apiTenantAdminAppsRoute from "./tenant_admin/apps/route";
import * as apiTenantAdminOperationLogsRoute from "./tenant_admin/operation_logs/route";
import * as apiTermsKindVersionRoute from "./terms/[kind]/[version]/route";
import * as apiTermsKindRoute from "./terms/[kind]/route";
import * as apiTopLinksRoute from "./top_links/route";
import * as apiVoicesIdHelpfulRoute from "./voices/[id]/helpful/route";
import * as apiVoicesIdReportsRoute from "./voices/[id]/reports/route";
import * as imgPathRoute from "@/app/img/[...path]/route";
import * as mediaKeyRoute from "@/app/media/[...key]/route";
import * as metricsRoute from "@/app/metrics/route";
import * as monitoringRoute from "@/app/monitoring/route";

/** A route file: the URL pattern it serves (Next's folder names, route groups left out) and its exports. */
export type TRouteModule = { pattern: string; handlers: Record<string, unknown> };

export const API_ROUTES: readonly TRouteModule[] = [
  { pattern: "/_log", handlers: logRoute },
  { pattern: "/api/access_requests", handlers: apiAccessRequestsRoute },
  { pattern: "/api/apps/[code]/contact_requests", handlers: apiAppsCodeContactRequestsRoute },
  { pattern: "/api/apps/[code]/document_request", handlers: apiAppsCodeDocumentRequestRoute },
  { pattern: "/api/apps/[code]", handlers: apiAppsCodeRoute },
  { pattern: "/api/apps/[code]/trial_requests", handlers: apiAppsCodeTrialRequestsRoute },
  { pattern: "/api/apps/[code]/voices", handlers: apiAppsCodeVoicesRoute },
  { pattern: "/api/apps/[code]/voices/checks", handlers: apiAppsCodeVoicesChecksRoute },
  { pattern: "/api/apps/[code]/voices/helpful", handlers: apiAppsCodeVoicesHelpfulRoute },
  { pattern: "/api/apps/[code]/voices/mine", handlers: apiAppsCodeVoicesMineRoute },
  { pattern: "/api/apps/facets", handlers: apiAppsFacetsRoute },
  { pattern: "/api/apps", handlers: apiAppsRoute },
  { pattern: "/api/auth/[...nextauth]", handlers: apiAuthNextauthRoute },
  { pattern: "/api/auth/backchannel-logout", handlers: apiAuthBackchannelLogoutRoute },
  { pattern: "/api/auth/tenants", handlers: apiAuthTenantsRoute },
  { pattern: "/api/bench/reference", handlers: apiBenchReferenceRoute },
  { pattern: "/api/campaigns", handlers: apiCampaignsRoute },
  { pattern: "/api/cases/[id]", handlers: apiCasesIdRoute },
  { pattern: "/api/cases", handlers: apiCasesRoute },
  { pattern: "/api/developers/addons/[addonKey]", handlers: apiDevelopersAddonsAddonKeyRoute },
  { pattern: "/api/developers/addons", handlers: apiDevelopersAddonsRoute },
  { pattern: "/api/developers/app_providers/me", handlers: apiDevelopersAppProvidersMeRoute },
  { pattern: "/api/developers/apps/[id]", handlers: apiDevelopersAppsIdRoute },
  { pattern: "/api/developers/apps/images", handlers: apiDevelopersAppsImagesRoute },
  { pattern: "/api/developers/apps", handlers: apiDevelopersAppsRoute },
  { pattern: "/api/developers/auth/invitation", handlers: apiDevelopersAuthInvitationRoute },
  { pattern: "/api/developers/auth/password/edit", handlers: apiDevelopersAuthPasswordEditRoute },
  { pattern: "/api/developers/auth/password", handlers: apiDevelopersAuthPasswordRoute },
  { pattern: "/api/developers/auth/sign_in", handlers: apiDevelopersAuthSignInRoute },
  { pattern: "/api/developers/auth/sign_out", handlers: apiDevelopersAuthSignOutRoute },
  { pattern: "/api/developers/experimental/apps/[id]", handlers: apiDevelopersExperimentalAppsIdRoute },
  { pattern: "/api/developers/experimental/apps", handlers: apiDevelopersExperimentalAppsRoute },
  {
    pattern: "/api/developers/experimental/draft_apps/[id]/change_request",
    handlers: apiDevelopersExperimentalDraftAppsIdChangeRequestRoute,
  },
  {
    pattern: "/api/developers/experimental/draft_apps/[id]/pre_checks",
    handlers: apiDevelopersExperimentalDraftAppsIdPreChecksRoute,
  },
  {
    pattern: "/api/developers/experimental/draft_apps/[id]/development_install",
    handlers: apiDevelopersExperimentalDraftAppsIdDevelopmentInstallRoute,
  },
  { pattern: "/api/developers/development_installs/callback", handlers: apiDevelopersDevelopmentInstallsCallbackRoute },
  { pattern: "/api/developers/experimental/draft_apps/[id]", handlers: apiDevelopersExperimentalDraftAppsIdRoute },
  { pattern: "/api/developers/experimental/draft_apps", handlers: apiDevelopersExperimentalDraftAppsRoute },
  { pattern: "/api/developers/leads", handlers: apiDevelopersLeadsRoute },
  { pattern: "/api/developers/analytics", handlers: apiDevelopersAnalyticsRoute },
  { pattern: "/api/developers/analytics/export", handlers: apiDevelopersAnalyticsExportRoute },
  { pattern: "/api/developers/oauth_clients/[clientId]", handlers: apiDevelopersOauthClientsClientIdRoute },
  {
    pattern: "/api/developers/oauth_clients/[clientId]/secret",
    handlers: apiDevelopersOauthClientsClientIdSecretRoute,
  },
  { pattern: "/api/developers/oauth_clients", handlers: apiDevelopersOauthClientsRoute },
  { pattern: "/api/developers/scopes", handlers: apiDevelopersScopesRoute },
  {
    pattern: "/api/developers/webhooks/deliveries/[id]/resend",
    handlers: apiDevelopersWebhooksDeliveriesIdResendRoute,
  },
  { pattern: "/api/developers/webhooks", handlers: apiDevelopersWebhooksRoute },
  { pattern: "/api/developers/webhooks/secret", handlers: apiDevelopersWebhooksSecretRoute },
  { pattern: "/api/developers/webhooks/test", handlers: apiDevelopersWebhooksTestRoute },
  { pattern: "/api/developers/voices/[id]/reply", handlers: apiDevelopersVoicesIdReplyRoute },
  { pattern: "/api/developers/voices", handlers: apiDevelopersVoicesRoute },
  { pattern: "/api/health/ready", handlers: apiHealthReadyRoute },
  { pattern: "/api/health", handlers: apiHealthRoute },
  { pattern: "/api/launcher/apps", handlers: apiLauncherAppsRoute },
  { pattern: "/api/launcher/favorites/[code]", handlers: apiLauncherFavoritesCodeRoute },
  { pattern: "/api/news", handlers: apiNewsRoute },
  { pattern: "/api/ops/apps/[id]/status", handlers: apiOpsAppsIdStatusRoute },
  { pattern: "/api/ops/audit_events", handlers: apiOpsAuditEventsRoute },
  { pattern: "/api/ops/auth/password/edit", handlers: apiOpsAuthPasswordEditRoute },
  { pattern: "/api/ops/auth/password", handlers: apiOpsAuthPasswordRoute },
  { pattern: "/api/ops/auth/sign_in", handlers: apiOpsAuthSignInRoute },
  { pattern: "/api/ops/auth/sign_out", handlers: apiOpsAuthSignOutRoute },
  { pattern: "/api/ops/change_requests/[id]/decision", handlers: apiOpsChangeRequestsIdDecisionRoute },
  { pattern: "/api/ops/change_requests/[id]/pick_up", handlers: apiOpsChangeRequestsIdPickUpRoute },
  { pattern: "/api/ops/change_requests/[id]/pre_checks", handlers: apiOpsChangeRequestsIdPreChecksRoute },
  { pattern: "/api/ops/change_requests/[id]/review_install", handlers: apiOpsChangeRequestsIdReviewInstallRoute },
  { pattern: "/api/ops/change_requests", handlers: apiOpsChangeRequestsRoute },
  { pattern: "/api/ops/editorial/[kind]/[id]/position", handlers: apiOpsEditorialKindIdPositionRoute },
  { pattern: "/api/ops/editorial/[kind]/[id]/publication", handlers: apiOpsEditorialKindIdPublicationRoute },
  { pattern: "/api/ops/editorial/[kind]/[id]", handlers: apiOpsEditorialKindIdRoute },
  { pattern: "/api/ops/editorial/[kind]", handlers: apiOpsEditorialKindRoute },
  {
    pattern: "/api/ops/editorial/announcements/[id]/publication",
    handlers: apiOpsEditorialAnnouncementsIdPublicationRoute,
  },
  { pattern: "/api/ops/editorial/announcements/[id]", handlers: apiOpsEditorialAnnouncementsIdRoute },
  { pattern: "/api/ops/editorial/announcements", handlers: apiOpsEditorialAnnouncementsRoute },
  { pattern: "/api/ops/editorial/images", handlers: apiOpsEditorialImagesRoute },
  { pattern: "/api/ops/editorial/terms/[id]/publication", handlers: apiOpsEditorialTermsIdPublicationRoute },
  { pattern: "/api/ops/editorial/terms/[id]", handlers: apiOpsEditorialTermsIdRoute },
  { pattern: "/api/ops/editorial/terms/markdown", handlers: apiOpsEditorialTermsMarkdownRoute },
  { pattern: "/api/ops/editorial/terms", handlers: apiOpsEditorialTermsRoute },
  { pattern: "/api/ops/mails/[id]/retry", handlers: apiOpsMailsIdRetryRoute },
  { pattern: "/api/ops/voices", handlers: apiOpsVoicesRoute },
  { pattern: "/api/ops/analytics", handlers: apiOpsAnalyticsRoute },
  { pattern: "/api/ops/analytics/export", handlers: apiOpsAnalyticsExportRoute },
  { pattern: "/api/ops/voices/[id]/decision", handlers: apiOpsVoicesIdDecisionRoute },
  { pattern: "/api/ops/voices/[id]/take_down", handlers: apiOpsVoicesIdTakeDownRoute },
  { pattern: "/api/ops/taxonomy", handlers: apiOpsTaxonomyRoute },
  { pattern: "/api/ops/taxonomy/[kind]/[key]", handlers: apiOpsTaxonomyKindKeyRoute },
  { pattern: "/api/ops/provider_user_invitations", handlers: apiOpsProviderUserInvitationsRoute },
  { pattern: "/api/ops/provider_users/[id]/invitation", handlers: apiOpsProviderUsersIdInvitationRoute },
  { pattern: "/api/ops/provider_users/[id]/suspension", handlers: apiOpsProviderUsersIdSuspensionRoute },
  { pattern: "/api/ops/providers", handlers: apiOpsProvidersRoute },
  { pattern: "/api/pickups", handlers: apiPickupsRoute },
  { pattern: "/api/release_notes", handlers: apiReleaseNotesRoute },
  { pattern: "/api/releases", handlers: apiReleasesRoute },
  { pattern: "/api/specials/[id]", handlers: apiSpecialsIdRoute },
  { pattern: "/api/specials", handlers: apiSpecialsRoute },
  { pattern: "/api/tenant_admin/access_requests/[id]/decline", handlers: apiTenantAdminAccessRequestsIdDeclineRoute },
  { pattern: "/api/tenant_admin/access_requests", handlers: apiTenantAdminAccessRequestsRoute },
  { pattern: "/api/tenant_admin/app_policy/apps/[code]", handlers: apiTenantAdminAppPolicyAppsCodeRoute },
  { pattern: "/api/tenant_admin/app_policy", handlers: apiTenantAdminAppPolicyRoute },
  { pattern: "/api/tenant_admin/apps/[code]", handlers: apiTenantAdminAppsCodeRoute },
  { pattern: "/api/tenant_admin/apps/[code]/scope_update", handlers: apiTenantAdminAppsCodeScopeUpdateRoute },
  { pattern: "/api/tenant_admin/apps", handlers: apiTenantAdminAppsRoute },
  { pattern: "/api/tenant_admin/operation_logs", handlers: apiTenantAdminOperationLogsRoute },
  { pattern: "/api/terms/[kind]/[version]", handlers: apiTermsKindVersionRoute },
  { pattern: "/api/terms/[kind]", handlers: apiTermsKindRoute },
  { pattern: "/api/top_links", handlers: apiTopLinksRoute },
  { pattern: "/api/voices/[id]/helpful", handlers: apiVoicesIdHelpfulRoute },
  { pattern: "/api/voices/[id]/reports", handlers: apiVoicesIdReportsRoute },
  { pattern: "/img/[...path]", handlers: imgPathRoute },
  { pattern: "/media/[...key]", handlers: mediaKeyRoute },
  { pattern: "/metrics", handlers: metricsRoute },
  { pattern: "/monitoring", handlers: monitoringRoute },
];
