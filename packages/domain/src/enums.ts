// The closed vocabularies of SPEC §3 and §4. Values use `suite` where SPEC.md writes {product}.

export const APP_STATUSES = ["draft", "upcoming", "published", "discontinued", "archived"] as const;
export type TAppStatus = (typeof APP_STATUSES)[number];

/** Statuses a visitor may see in lists (SPEC §3 App summary, DOMAIN.md). */
export const LISTED_APP_STATUSES = ["upcoming", "published"] as const satisfies readonly TAppStatus[];
/** Statuses whose detail page exists publicly. */
export const VISIBLE_APP_STATUSES = ["upcoming", "published", "discontinued"] as const satisfies readonly TAppStatus[];

export const CHANGE_REQUEST_STATUSES = ["pending", "in_review", "approved", "rejected", "in_draft"] as const;
export type TChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const PRIMARY_ACTION_TYPES = ["demo", "inquiry", "demo_and_inquiry", "trial", "none", "close_soon"] as const;
export type TPrimaryActionType = (typeof PRIMARY_ACTION_TYPES)[number];

export const INTEGRATION_TYPES = ["connect", "adapt", "install", "suite_labs", "suite_option"] as const;
export type TIntegrationType = (typeof INTEGRATION_TYPES)[number];

export const FEATURE_TYPES = ["idp", "suite_data"] as const;
export type TFeatureType = (typeof FEATURE_TYPES)[number];

export const PRICE_TYPES = ["free", "paid"] as const;
export type TPriceType = (typeof PRICE_TYPES)[number];

export const EMBED_TYPES = ["image", "wistia", "box"] as const;
export type TEmbedType = (typeof EMBED_TYPES)[number];

export const CONNECTION_DIRECTIONS = ["to_service", "to_suite", "both"] as const;
export type TConnectionDirection = (typeof CONNECTION_DIRECTIONS)[number];

/** How a visitor's demo or inquiry reaches the provider: their own URL or the store's lead form. */
export const INQUIRY_ACTION_TYPES = ["url", "form"] as const;
export type TInquiryActionType = (typeof INQUIRY_ACTION_TYPES)[number];

export const INSTALL_STATUSES = ["idle", "installing", "installed", "failed"] as const;
export type TInstallStatus = (typeof INSTALL_STATUSES)[number];

export const UNINSTALL_STATUSES = ["stand_by", "uninstalling", "uninstalled", "failed"] as const;
export type TUninstallStatus = (typeof UNINSTALL_STATUSES)[number];

export const DOCUMENT_REQUEST_STATUSES = ["stand_by", "sending", "sent", "failed"] as const;
export type TDocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

export const REQUEST_KINDS = ["demo", "inquiry", "demoAndInquiry", "trial"] as const;
export type TRequestKind = (typeof REQUEST_KINDS)[number];

/** The 11 areas of the document-request survey (SPEC §3), in display order. */
export const SURVEY_AREA_KEYS = [
  "accounting",
  "health",
  "stress",
  "safety",
  "attendance",
  "workflow",
  "expense",
  "groupware",
  "applicant",
  "aptitude",
  "other",
] as const;
export type TSurveyAreaKey = (typeof SURVEY_AREA_KEYS)[number];

export const OPERATION_TYPES = [
  "install",
  "uninstall",
  "connect",
  "disconnect",
  "access_request_approved",
  "access_request_declined",
  // Issue 27 item 6: the tenant's app policy (the mode, then one app's rule).
  "app_policy_any",
  "app_policy_allow_list",
  "app_policy_none",
  "app_allowed",
  "app_disallowed",
  "app_blocked",
  "app_unblocked",
  // Issue 27 item 4: an app's update asked for more scopes; the admin approved them or kept the old grant.
  "scopes_approved",
  "scopes_kept",
] as const;
export type TOperationType = (typeof OPERATION_TYPES)[number];

/** Issue 27 item 6: which apps a tenant's members may request (no policy row: `any`). */
export const APP_POLICY_MODES = ["any", "allow_list", "none"] as const;
export type TAppPolicyMode = (typeof APP_POLICY_MODES)[number];

/** One app's rule in a tenant's policy: on the allow list, or blocked for members' requests. */
export const APP_POLICY_RULES = ["allowed", "blocked"] as const;
export type TAppPolicyRule = (typeof APP_POLICY_RULES)[number];

export const ACCESS_REQUEST_STATUSES = ["pending", "approved", "declined"] as const;
export type TAccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const TERMS_KINDS = ["terms", "partner_terms", "partner_api_terms", "labs_terms"] as const;
export type TTermsKind = (typeof TERMS_KINDS)[number];

export const APP_SORTS = ["latest", "popular", "featured", "rating"] as const;
export type TAppSort = (typeof APP_SORTS)[number];

/** The app list's minimum-rating filter: apps whose users rate them this many stars or more on average. */
export const APP_MIN_RATINGS = [4, 3, 2] as const;
export type TAppMinRating = (typeof APP_MIN_RATINGS)[number];

export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/** An install or uninstall recorded before the parent service is asked (DOMAIN.md Installations). */
export const INSTALLATION_OPERATION_KINDS = ["install", "uninstall"] as const;
export type TInstallationOperationKind = (typeof INSTALLATION_OPERATION_KINDS)[number];
/** `pending` until both sides agree: then `applied`, or `failed` when the parent service refused it. */
export const INSTALLATION_OPERATION_STATES = ["pending", "applied", "failed"] as const;
export type TInstallationOperationState = (typeof INSTALLATION_OPERATION_STATES)[number];

/** The dialogs of SPEC §2 Shell; at most one is visible. */
export const DIALOG_KINDS = [
  "login",
  "logout",
  "adminUserOnly",
  "loggedInUserOnly",
  "installApp",
  "uninstallApp",
  "documentRequest",
  "suiteDataPageNavigation",
  "adaptAppConnectionCompleted",
  "connection",
  /** Not in SPEC §2: the screen of a blocked tenant (payment, IP, subdomain) for an admin-only action. */
  "tenantAccess",
  /** Not in SPEC §2: reporting a user voice (issue 28), from the app page and the developer area. */
  "voiceReport",
] as const;
export type TDialogKind = (typeof DIALOG_KINDS)[number];

export { SUITE_DATA_APP_CODE } from "./suite-data-app";
