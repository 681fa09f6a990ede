import "server-only";
import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import {
  ZAccessRequestCreated,
  ZCreateAccessRequest,
  ZDeclineAccessRequest,
  ZInstallAppRequest,
  ZInstallAppResponse,
  ZInstalledApps,
  ZOperationLogPage,
  ZOperationLogPageQuery,
  ZOpenAccessRequestList,
  ZSessionUser,
  ZSwitchTenantRequest,
  ZUninstallAppResponse,
} from "@store/domain/schemas/tenant";
import { z } from "zod";
import { ZBackchannelLogoutForm } from "@/features/auth/backchannel-logout";
import type { TOperationSpec, TPathSpecs } from "./operation";

// Tenant users and admins: signing in with the parent service (next-auth's endpoints), switching
// tenant, and the tenant admin's installations and operation log.

const ADMIN = ["Tenant admin"];
const SIGN_IN = ["Tenant sign-in"];
const NEXT_AUTH = "/api/auth/[...nextauth]";

/** next-auth's own endpoints (SPEC §2), all served by one catch-all route; its answers, not route()'s. */
function nextAuth(
  summary: string,
  description: string,
  errors: TOperationSpec["errors"] = [],
  status: 200 | 302 = 200,
): TOperationSpec {
  return {
    summary,
    description,
    tags: SIGN_IN,
    viaRoute: false,
    route: NEXT_AUTH,
    answers: [{ status, description: status === 302 ? "A redirect." : "next-auth's answer." }],
    errors: ["BAD_REQUEST", ...errors],
  };
}

export const TENANT_PATHS: TPathSpecs = {
  "/api/auth/session": {
    get: nextAuth("The tenant session", "The signed-in user (`{ user, expires }`), or `{}` for a visitor."),
  },
  "/api/auth/csrf": { get: nextAuth("next-auth's CSRF token", "`{ csrfToken }`, to send with its POSTs.") },
  "/api/auth/providers": { get: nextAuth("The sign-in providers", "The parent service (`suite`) only.") },
  "/api/auth/signin/{provider}": {
    post: nextAuth(
      "Starts signing in with the parent service",
      "Form or JSON `{ csrfToken, callbackUrl? }`; answers with the parent service's authorization URL. Counts against the sign-in abuse limit.",
      ["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "RATE_LIMITED"],
    ),
  },
  "/api/auth/callback/{provider}": {
    get: nextAuth("The parent service's OAuth callback", "Sets the tenant session cookie and redirects back.", [], 302),
  },
  "/api/auth/signout": {
    post: nextAuth("Signs the tenant user out", "Form or JSON `{ csrfToken, callbackUrl? }`; clears the session.", [
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
    ]),
  },
  "/api/auth/error": { get: nextAuth("next-auth's error page", "`?error=` names next-auth's error code.") },
  "/api/auth/tenants": {
    post: {
      summary: "Switches the session to another tenant of the user",
      tags: SIGN_IN,
      auth: "tenantUser",
      body: ZSwitchTenantRequest,
      answers: [{ status: 200, description: "The session's user now.", schema: z.object({ user: ZSessionUser }) }],
    },
  },
  "/api/auth/backchannel-logout": {
    post: {
      summary: "OpenID Connect back-channel logout from the parent service",
      description: "Ends every store session of the parent-service session the signed `logout_token` names.",
      tags: SIGN_IN,
      body: { form: ZBackchannelLogoutForm },
      answers: [{ status: 200, description: "The sessions are ended." }],
    },
  },
  "/api/tenant_admin/apps": {
    get: {
      summary: "The current tenant's installed apps, and installs still in progress",
      tags: ADMIN,
      auth: "tenantAdmin",
      answers: [{ status: 200, description: "Installed apps by OAuth client.", schema: ZInstalledApps }],
    },
    post: {
      summary: "Installs an app for the current tenant",
      tags: ADMIN,
      auth: "tenantAdmin",
      body: ZInstallAppRequest,
      answers: [
        { status: 200, description: "Installed, with every app that became installed.", schema: ZInstallAppResponse },
        {
          status: 202,
          description: "The parent service's answer is not certain yet: `status` is `in_progress`.",
          schema: ZInstallAppResponse,
        },
      ],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/tenant_admin/apps/{code}": {
    delete: {
      summary: "Uninstalls an app of the current tenant",
      tags: ADMIN,
      auth: "tenantAdmin",
      params: ZAppCodeParams,
      answers: [
        { status: 204, description: "Uninstalled." },
        { status: 202, description: "In progress at the parent service.", schema: ZUninstallAppResponse },
      ],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/launcher/apps": {
    get: {
      summary:
        "The current tenant's installed apps, newest installation first, for the header's app launcher (SPEC §2)",
      description:
        "Any user of the tenant; an app opens at its own address when it has a safe one. Empty without a current tenant.",
      tags: SIGN_IN,
      auth: "tenantUser",
      answers: [
        {
          status: 200,
          description: "The launcher's apps.",
          schema: z.object({
            apps: z.array(
              z.object({ code: z.string(), name: z.string(), url: z.string().nullable(), favorite: z.boolean() }),
            ),
          }),
        },
      ],
    },
  },
  "/api/launcher/favorites/{code}": {
    put: {
      summary: "Stars an installed app in the caller's app launcher, for the current tenant (SPEC §2)",
      description: "Favourites are kept per user and tenant. Starring twice is no error.",
      tags: SIGN_IN,
      auth: "tenantUser",
      origin: "required",
      params: ZAppCodeParams,
      answers: [{ status: 204, description: "Starred." }],
      errors: ["NOT_FOUND"],
    },
    delete: {
      summary: "Unstars an installed app in the caller's app launcher",
      description: "Unstarring an app never starred is no error.",
      tags: SIGN_IN,
      auth: "tenantUser",
      origin: "required",
      params: ZAppCodeParams,
      answers: [{ status: 204, description: "Unstarred." }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/access_requests": {
    post: {
      summary: "Asks the current tenant's admins for an app, with a short note (SPEC §3 Access request)",
      description:
        "For members without admin authority (an admin is answered 422: they install it themselves). One open request per person and app: while it is open, asking again answers 200 with `alreadyRequested`. The admins are mailed.",
      tags: SIGN_IN,
      auth: "tenantUser",
      origin: "required",
      rateLimited: true,
      body: ZCreateAccessRequest,
      answers: [
        { status: 201, description: "Asked; the admins' mail is queued.", schema: ZAccessRequestCreated },
        { status: 200, description: "Already asked and not answered yet.", schema: ZAccessRequestCreated },
      ],
      errors: ["BAD_REQUEST", "FORBIDDEN", "NOT_FOUND", "UNPROCESSABLE"],
    },
  },
  "/api/tenant_admin/access_requests": {
    get: {
      summary: "The current tenant's open access requests, oldest first",
      description: "Installing the app (POST /api/tenant_admin/apps) approves every open request for it.",
      tags: ADMIN,
      auth: "tenantAdmin",
      answers: [{ status: 200, description: "The open requests.", schema: ZOpenAccessRequestList }],
    },
  },
  "/api/tenant_admin/access_requests/{id}/decline": {
    post: {
      summary: "Declines an open access request of the current tenant, with a note to the requester",
      description:
        "Writes an operation-log row and mails the requester. Another tenant's or an answered request is 404.",
      tags: ADMIN,
      auth: "tenantAdmin",
      origin: "required",
      params: ZRowIdParams,
      body: ZDeclineAccessRequest,
      answers: [
        {
          status: 200,
          description: "Declined.",
          schema: z.object({ id: z.number().int(), status: z.literal("declined") }),
        },
      ],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/tenant_admin/operation_logs": {
    get: {
      summary: "The current tenant's operation log, newest first, filtered",
      description:
        "Filters: `type` (operation type), `app` (an app name the log names), `user` (e-mail), `from` and `to` " +
        "(YYYY-MM-DD in the store's time zone, both included; `from` after `to` is refused). `?format=csv` " +
        "answers every filtered row (at most 10,000, newest first; `x-total-count` and `x-truncated` say how many " +
        "matched) as UTF-8 CSV with a byte-order mark, messages in the caller's language.",
      tags: ADMIN,
      auth: "tenantAdmin",
      query: ZOperationLogPageQuery,
      answers: [{ status: 200, description: "One page of the log, or the CSV.", schema: ZOperationLogPage }],
    },
  },
};
