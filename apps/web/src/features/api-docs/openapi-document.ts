import "server-only";
import { ZErrorBody } from "@store/domain/error-body";
import { ZAppContent, ZAppContentPatch } from "@store/domain/schemas/app-content";
import { ZAppDetail, ZAppSummary } from "@store/domain/schemas/app";
import { ZDraftApp, ZOwnApp } from "@store/domain/schemas/draft-app";
import { ZPreCheckReport } from "@store/domain/schemas/pre-check";
import { createDocument, type oas31 } from "zod-openapi";
import { ACCOUNT_PATHS } from "./account-paths";
import { AUDIT_LOG_PATHS } from "./audit-log-paths";
import { CATALOG_PATHS } from "./catalog-paths";
import { CHANGE_REVIEW_PATHS } from "./change-review-paths";
import { DEVELOPER_PATHS } from "./developer-paths";
import { pathItems, SECURITY_SCHEMES } from "./operation";
import { OPS_APPS_PATHS } from "./ops-apps-paths";
import { OPS_PROVIDER_PATHS } from "./ops-provider-paths";
import { PRE_CHECK_PATHS } from "./pre-check-paths";
import { OPS_EDITORIAL_PATHS } from "./ops-editorial-paths";
import { OPS_TERMS_ANNOUNCEMENT_PATHS } from "./ops-terms-announcement-paths";
import { SYSTEM_PATHS } from "./system-paths";
import { TENANT_PATHS } from "./tenant-paths";

export const OPENAPI_VERSION = "3.1.0";

let built: oas31.OpenAPIObject | undefined;

/**
 * The store's API as an OpenAPI 3.1 document, generated from the zod schemas the route handlers
 * parse with and answer in (ARCHITECTURE.md, API description). Built once per process.
 */
export function openApiDocument(): oas31.OpenAPIObject {
  built ??= createDocument({
    openapi: OPENAPI_VERSION,
    info: {
      title: "HR Suite App Store API",
      version: "1.0.0",
      description:
        "JSON in camelCase. Every error answers `{ error: { code, message, items?, details? } }` (`ErrorBody`) with the statuses of SPEC §8; `message` is in the caller's language (cookie, then Accept-Language). Writes with a session cookie must come from the store's own pages (Origin).",
    },
    tags: [
      { name: "Catalog", description: "Published apps, for anyone." },
      { name: "Editorial", description: "News, releases, banners, specials, campaigns, cases, terms." },
      { name: "Tenant sign-in", description: "Signing in with the parent service; tenant switch; the app launcher." },
      { name: "Tenant admin", description: "A tenant admin's installations and operation log." },
      { name: "Developer accounts", description: "Provider users' sign-in, invitation and password." },
      { name: "Developer API", description: "A provider's own profile, apps, drafts, change requests, images." },
      {
        name: "Operator",
        description:
          "Store operators' sign-in and console: change requests and their pre-checks, providers and their users, app statuses, editorial content, the audit log, failed mail.",
      },
      { name: "Operator editorial", description: "Operators' terms versions and announcements to providers." },
      {
        name: "System",
        description: "Health, the beacon log, error reporting, metrics, release notes and this document.",
      },
      { name: "Images", description: "Generated images of the demo catalog." },
    ],
    paths: pathItems({
      ...CATALOG_PATHS,
      ...TENANT_PATHS,
      ...ACCOUNT_PATHS,
      ...DEVELOPER_PATHS,
      ...PRE_CHECK_PATHS,
      ...CHANGE_REVIEW_PATHS,
      ...OPS_PROVIDER_PATHS,
      ...OPS_APPS_PATHS,
      ...AUDIT_LOG_PATHS,
      ...OPS_EDITORIAL_PATHS,
      ...OPS_TERMS_ANNOUNCEMENT_PATHS,
      ...SYSTEM_PATHS,
    }),
    components: {
      schemas: {
        ErrorBody: ZErrorBody,
        AppSummary: ZAppSummary,
        AppDetail: ZAppDetail,
        AppContent: ZAppContent,
        AppContentPatch: ZAppContentPatch,
        DraftApp: ZDraftApp,
        OwnApp: ZOwnApp,
        PreCheckReport: ZPreCheckReport,
      },
      securitySchemes: SECURITY_SCHEMES,
    },
  });
  return built;
}
