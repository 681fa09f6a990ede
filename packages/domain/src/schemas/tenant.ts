import { z } from "zod";
import { CAMPAIGN_BODY_FIELDS, UNINSTALL_NOTE_MAX, UNINSTALL_REASONS } from "../analytics/listing-events";
import {
  ACCESS_REQUEST_STATUSES,
  INSTALLATION_OPERATION_KINDS,
  INTEGRATION_TYPES,
  OPERATION_TYPES,
  PRIMARY_ACTION_TYPES,
} from "../enums";
import { toPlainText } from "../text-limit";
import { APP_CODE_PATTERN } from "./app-content";
import { ZIsoDate, ZLink, zPaged } from "./common";

/** SPEC §3 User: the session's view of a signed-in tenant user. */
export const ZSessionTenant = z.object({ id: z.string(), subdomain: z.string(), name: z.string() });
export const ZSessionUser = z.object({
  id: z.string(),
  name: z.string(),
  admin: z.boolean(),
  email: z.string(),
  currentTenant: ZSessionTenant.nullable(),
  tenants: z.array(ZSessionTenant.extend({ admin: z.boolean() })),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/**
 * A tenant or user id of the parent service: opaque, but a few letters, digits and `_ . : -`; the
 * spaces around it are dropped, so the store asks the suite for exactly the id it keeps.
 */
export const ZSuiteId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, "must be letters, digits, '_', '.', ':' or '-'");

/** SPEC §7 tenant switch. */
export const ZSwitchTenantRequest = z.object({ tenantId: ZSuiteId, userId: ZSuiteId });
export type TSwitchTenantRequest = z.infer<typeof ZSwitchTenantRequest>;

/** SPEC §3 Install request payload. */
export const ZInstallAppRequest = z.object({
  code: z.string().regex(APP_CODE_PATTERN),
  ...CAMPAIGN_BODY_FIELDS,
});
export type TInstallAppRequest = z.infer<typeof ZInstallAppRequest>;

/** SPEC §3 Installed app. */
export const ZInstalledApp = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  title: z.string(),
  integrationType: z.enum(INTEGRATION_TYPES),
  primaryActionType: z.enum(PRIMARY_ACTION_TYPES),
  triable: z.boolean(),
  logoImage: ZLink.nullable(),
  appUrl: ZLink.nullable(),
  termsUrl: ZLink.nullable(),
  appProvider: z.object({ name: z.string() }),
  uninstallable: z.boolean(),
  /** The app takes the suite's employee data through its data integration (the suite-data app). */
  usesSuiteData: z.boolean(),
  addonId: z.string().nullable(),
  installedAt: ZIsoDate,
});
export type TInstalledApp = z.infer<typeof ZInstalledApp>;

/** An install or uninstall the store has asked the parent service for and not yet seen confirmed. */
export const ZInstallationInProgress = z.object({
  kind: z.enum(INSTALLATION_OPERATION_KINDS),
  /** A connection granted or revoked (connect, adapt), rather than an add-on. */
  connection: z.boolean(),
  apps: z.array(z.object({ code: z.string(), name: z.string() })),
  startedAt: ZIsoDate,
});
export type TInstallationInProgress = z.infer<typeof ZInstallationInProgress>;

export const ZInstalledApps = z.object({
  oauthClientGroups: z.array(z.object({ oauthClientId: z.string().nullable(), apps: z.array(ZInstalledApp) })),
  /** Installs and uninstalls not confirmed yet: their apps show 'in progress', never 'installed'. */
  inProgress: z.array(ZInstallationInProgress),
});
export type TInstalledApps = z.infer<typeof ZInstalledApps>;

/**
 * The answer to an install: every app that became installed (all apps of a shared account), or,
 * while the parent service's answer is not certain yet (HTTP 202), 'in progress' and no apps.
 */
export const ZInstallAppResponse = z.object({
  status: z.enum(["installed", "in_progress"]),
  apps: z.array(ZInstalledApp),
});
export type TInstallAppResponse = z.infer<typeof ZInstallAppResponse>;

/** The answer to an uninstall: done (HTTP 204, no body), or 'in progress' (HTTP 202). */
/**
 * Issue 29: why the company leaves, optional (an empty body, or none, uninstalls all the same). A
 * note without a reason is kept as `other`.
 */
export const ZUninstallAppRequest = z.object({
  reason: z.enum(UNINSTALL_REASONS).optional(),
  note: z.string().max(UNINSTALL_NOTE_MAX).optional(),
});
export type TUninstallAppRequest = z.infer<typeof ZUninstallAppRequest>;

export const ZUninstallAppResponse = z.object({ status: z.enum(["uninstalled", "in_progress"]) });
export type TUninstallAppResponse = z.infer<typeof ZUninstallAppResponse>;

/** SPEC §3 Operation log. */
export const ZOperationLog = z.object({
  id: z.number().int(),
  tenantId: z.string(),
  appNames: z.array(z.string()),
  operationType: z.enum(OPERATION_TYPES),
  suiteUserId: z.string(),
  email: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  message: z.string(),
  /** The scopes a connect or install granted, or an approved update added (issue 27); null otherwise. */
  scopes: z.array(z.string()).nullable(),
  operatedAt: ZIsoDate,
});
export type TOperationLog = z.infer<typeof ZOperationLog>;

export const OPERATION_LOGS_PER_PAGE = 20;

/** The most rows one CSV export of the operation log holds (the newest of the filtered ones). */
export const OPERATION_LOG_CSV_LIMIT = 10_000;

/**
 * The operation log's filters (issue 13 item 7): operation type, an app name, a user's e-mail and a
 * date range of store-time-zone dates, both ends inclusive.
 */
export const ZOperationLogFilter = z.object({
  type: z.enum(OPERATION_TYPES).optional(),
  app: z.string().trim().min(1).max(200).optional(),
  user: z.string().trim().min(1).max(254).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TOperationLogFilter = z.infer<typeof ZOperationLogFilter>;

/** A date range whose start is after its end matches nothing: it is refused instead. */
export function isOperationLogRangeValid(filter: Pick<TOperationLogFilter, "from" | "to">): boolean {
  return !filter.from || !filter.to || filter.from <= filter.to;
}

/** The page and page size of the operation log (the page's own query). */
export const ZOperationLogPaging = z.object({
  page: z.coerce.number().int().positive().max(10000).default(1),
  limit: z.coerce.number().int().positive().max(100).default(OPERATION_LOGS_PER_PAGE),
});

/** GET /api/tenant_admin/operation_logs: the filters, a page (JSON) or `format=csv` for the export. */
export const ZOperationLogPageQuery = z
  .strictObject({
    ...ZOperationLogFilter.shape,
    ...ZOperationLogPaging.shape,
    format: z.enum(["json", "csv"]).optional(),
  })
  .refine(isOperationLogRangeValid, { path: ["to"], message: "to must not be before from" });
export type TOperationLogPageQuery = z.infer<typeof ZOperationLogPageQuery>;

export const ZOperationLogPage = zPaged(ZOperationLog);
export type TOperationLogPage = z.infer<typeof ZOperationLogPage>;

/** SPEC §3 Access request. */
export const ZAccessRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  suiteUserId: z.string(),
  email: z.string(),
  requestedAt: ZIsoDate,
  status: z.enum(ACCESS_REQUEST_STATUSES),
});
export type TAccessRequest = z.infer<typeof ZAccessRequest>;

/** The longest note of an access request or of its decline. */
export const ACCESS_REQUEST_NOTE_MAX = 500;

/** A note as typed, as plain text (no control characters, which the database refuses), at most 500. */
const ZAccessRequestNote = z
  .string()
  .transform((value) => toPlainText(value, { multiline: true }))
  .pipe(z.string().max(ACCESS_REQUEST_NOTE_MAX))
  .default("");

/** SPEC §3 Access request: a tenant user asks the admins for an app, with a short note. */
export const ZCreateAccessRequest = z.object({
  code: z.string().regex(APP_CODE_PATTERN),
  note: ZAccessRequestNote,
});
export type TCreateAccessRequest = z.infer<typeof ZCreateAccessRequest>;

/** An admin declines an access request, with a note to the requester. */
export const ZDeclineAccessRequest = z.object({
  note: ZAccessRequestNote,
});

/** An open access request as its tenant's admins see it. */
export const ZOpenAccessRequest = ZAccessRequest.extend({
  note: z.string(),
  app: z.object({
    code: z.string(),
    name: z.string(),
    integrationType: z.enum(INTEGRATION_TYPES),
    appUrl: z.string().nullable(),
    termsUrl: z.string().nullable(),
    uninstallable: z.boolean(),
    /** The published apps sharing its provider account, itself included (SPEC §5 shared account). */
    sharedAppNames: z.array(z.string()),
  }),
});
export type TOpenAccessRequest = z.infer<typeof ZOpenAccessRequest>;
export const ZOpenAccessRequestList = z.object({ items: z.array(ZOpenAccessRequest) });

export const ZAccessRequestCreated = z.object({ id: z.number().int(), alreadyRequested: z.boolean() });
