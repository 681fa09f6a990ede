import "server-only";
import { ZAppContentPatch } from "@store/domain/schemas/app-content";
import { ZLeadsQuery } from "@store/domain/schemas/contact-request";
import {
  ZAppProviderProfile,
  ZAppProviderProfileConflict,
  ZUpdateAppProviderProfileRequest,
} from "@store/domain/schemas/app-provider-profile";
import {
  ZCreateDraftAppRequest,
  ZDraftApp,
  ZDraftAppChangeRequest,
  ZDraftAppConflict,
  ZDraftAppListQuery,
  ZDraftAppPage,
  ZOwnApp,
  ZOwnAppList,
  ZOwnAppListQuery,
  ZRowIdParams,
  ZUpdateDraftAppRequest,
  ZUpdateOwnAppRequest,
} from "@store/domain/schemas/draft-app";
import { APP_CODE_RESERVATION_DAYS, MAX_OPEN_NEW_APP_DRAFTS, OWN_LIST_PER_PAGE } from "@store/domain/draft-limits";
import { ZWebhookUrlBody } from "@store/domain/schemas/provider-webhook";
import { ZUploadedImage, ZUploadImageRequest } from "@store/domain/schemas/media";
import { z } from "zod";
import type { TOperationSpec, TPathSpecs } from "./operation";

// The developer API (SPEC §2, ISSUE 10): a provider user's own company profile, apps, drafts and
// change requests, and image uploads. Every route is the signed-in provider's own: another
// provider's id answers 404, exactly as an id that does not exist.

const TAGS = ["Developer API"];

/** Reads of the signed-in provider's own data. */
function read(summary: string, schema: z.ZodType, params?: z.ZodObject): TOperationSpec {
  const spec: TOperationSpec = {
    summary,
    tags: TAGS,
    auth: "providerUser",
    answers: [{ status: 200, description: "The caller's own.", schema }],
  };
  return params ? { ...spec, params, errors: ["NOT_FOUND"] } : spec;
}

/** Writes: browser-only, 409 with the current draft (`error.details.current`) when stale. */
function write(spec: Omit<TOperationSpec, "tags" | "auth" | "origin">): TOperationSpec {
  return { tags: TAGS, auth: "providerUser", origin: "required", conflictDetails: ZDraftAppConflict, ...spec };
}

const DRAFT_CREATE_NOTE = `A new app's code is refused (422 on \`code\`, one message whoever holds it) when an app has it or another open draft holds it; a draft holds its code until it has sat editable and unsaved for ${APP_CODE_RESERVATION_DAYS} days. At most ${MAX_OPEN_NEW_APP_DRAFTS} open new apps' drafts per provider (422 beyond). Limited per provider and per client address (429 with Retry-After).`;

const CONFLICT_NOTE =
  "A save based on an older `version` is refused with 409 and the draft as it is now in `error.details.current`; so is a draft that is not editable (pending, in review, approved, merged), with a message saying so.";

export const DEVELOPER_PATHS: TPathSpecs = {
  "/api/developers/app_providers/me": {
    get: read("The signed-in provider user's company profile", ZAppProviderProfile),
    patch: {
      summary: "Saves the company profile; awards by `id` + `_destroy`",
      description: "Refused with 409 and the current profile when it changed since `updatedAt`.",
      tags: TAGS,
      auth: "providerUser",
      body: ZUpdateAppProviderProfileRequest,
      answers: [{ status: 200, description: "The saved profile.", schema: ZAppProviderProfile }],
      errors: ["NOT_FOUND", "CONFLICT"],
      conflictDetails: ZAppProviderProfileConflict,
    },
  },
  "/api/developers/leads": {
    get: {
      summary: "Demo, inquiry and trial requests to the provider's own apps, newest first",
      description: "`?format=csv` answers the same rows as CSV (text/csv) for export.",
      tags: TAGS,
      auth: "providerUser",
      query: ZLeadsQuery,
      answers: [{ status: 200, description: "`{ leads: [...] }`, or the CSV." }],
    },
  },
  "/api/developers/webhooks": {
    get: {
      summary: "The provider's lifecycle webhook URL and its newest deliveries",
      description:
        "Deliveries of installed, connected, uninstalled, disconnected and test events, newest first, with status, attempts and the last response code. The signing secret is never answered here.",
      tags: TAGS,
      auth: "providerUser",
      answers: [
        {
          status: 200,
          description:
            "`{ url, secretRotatedAt, paused, deliveries: [...] }`; `paused` is `{ at, failures, failingSince, lastError }` while the endpoint is paused because it kept failing, else null. A delivery made while paused has status `held`.",
        },
      ],
    },
    put: {
      summary: "Sets or clears (empty `url`) the lifecycle webhook URL",
      description:
        "https only (http only to hosts the store allows for testing). The first save makes the signing secret and answers it this once as `secret`; later saves answer `secret: null`. Saving a URL resumes a paused endpoint (`resumed: true`) and sends its held deliveries.",
      tags: TAGS,
      auth: "providerUser",
      origin: "required",
      body: ZWebhookUrlBody,
      answers: [{ status: 200, description: "`{ url, secret, resumed }`." }],
      errors: ["UNPROCESSABLE"],
    },
  },
  "/api/developers/webhooks/secret": {
    post: {
      summary: "Rotates the webhook signing secret",
      description:
        'Deliveries are signed with the new secret from now on: `X-Store-Signature: v1=<hex HMAC-SHA256 of "<X-Store-Timestamp>.<body>">`. The secret is answered only this once.',
      tags: TAGS,
      auth: "providerUser",
      origin: "required",
      answers: [{ status: 200, description: "`{ secret }`." }],
    },
  },
  "/api/developers/webhooks/test": {
    post: {
      summary: "Queues a `test` event to the webhook URL (its body's `app` and `tenant` are null)",
      description:
        "Test events and resends share one limit per provider and one per client address (429 with Retry-After).",
      tags: TAGS,
      auth: "providerUser",
      origin: "required",
      rateLimited: true,
      answers: [{ status: 200, description: "`{ delivery }`, pending." }],
      errors: ["UNPROCESSABLE"],
    },
  },
  "/api/developers/webhooks/deliveries/{id}/resend": {
    post: {
      summary: "Sends one of the provider's deliveries again, with the same event id",
      description:
        "Another provider's delivery answers 404, as one that does not exist. Resends and test events share one limit per provider and one per client address (429 with Retry-After).",
      tags: TAGS,
      auth: "providerUser",
      origin: "required",
      rateLimited: true,
      params: ZRowIdParams,
      answers: [{ status: 200, description: "`{ delivery }`, pending again." }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/developers/apps": {
    get: {
      ...read("The provider's own apps and drafts (the own-app list)", ZOwnAppList),
      description: `Each list is paged on its own, ${OWN_LIST_PER_PAGE} rows a page: \`appsPage\` and \`draftsPage\`, with \`appsPagination\` and \`draftAppsPagination\` in the answer.`,
      query: ZOwnAppListQuery,
    },
  },
  "/api/developers/apps/{id}": { get: read("One own app's published content", ZOwnApp, ZRowIdParams) },
  "/api/developers/apps/images": {
    post: {
      summary: "Uploads an image for an app or draft",
      description:
        "The type is read from the bytes; anything but a supported image is refused (415, SPEC §8 'unsupported file format'). The pixel limit (40 MP, logos 4 MP) is read from the header before decoding (422). Stored as resized WebP with a fallback, metadata stripped; the answer's `usage` is the provider's stored images against its quota (200 images, 500 MB; 422 beyond). Limited per address and per provider (429 with Retry-After); 503 with Retry-After while the server's image queue is full.",
      tags: TAGS,
      auth: "providerUser",
      origin: "required",
      body: { multipart: ZUploadImageRequest },
      answers: [{ status: 201, description: "The stored image.", schema: ZUploadedImage }],
    },
  },
  "/api/developers/experimental/apps": {
    get: read("The provider's own apps", z.array(ZOwnApp)),
    post: write({
      summary: "Creates a new app's draft from content",
      description: DRAFT_CREATE_NOTE,
      rateLimited: true,
      body: ZAppContentPatch,
      answers: [{ status: 201, description: "The new draft.", schema: ZDraftApp }],
    }),
  },
  "/api/developers/experimental/apps/{id}": {
    get: read("One own app", ZOwnApp, ZRowIdParams),
    patch: write({
      summary: "Changes an own app through its open draft (opened from the app's content when there is none)",
      description: CONFLICT_NOTE,
      params: ZRowIdParams,
      body: ZUpdateOwnAppRequest,
      answers: [{ status: 200, description: "The draft after the change.", schema: ZDraftApp }],
      errors: ["NOT_FOUND", "CONFLICT"],
    }),
  },
  "/api/developers/experimental/draft_apps": {
    get: {
      ...read("A page of the provider's own unmerged drafts, most recently changed first", ZDraftAppPage),
      query: ZDraftAppListQuery,
    },
    post: write({
      summary: "Opens a draft: of a new app (no `appId`) or of an own app",
      description: `An app that already has an open draft: 409 with that draft in \`error.details.current\`. ${DRAFT_CREATE_NOTE}`,
      rateLimited: true,
      body: ZCreateDraftAppRequest,
      answers: [{ status: 201, description: "The new draft.", schema: ZDraftApp }],
      errors: ["NOT_FOUND", "CONFLICT"],
    }),
  },
  "/api/developers/experimental/draft_apps/{id}": {
    get: read("One own draft", ZDraftApp, ZRowIdParams),
    patch: write({
      summary: "Saves a draft; nested lists by `id` + `_destroy` (SPEC §7)",
      description: CONFLICT_NOTE,
      params: ZRowIdParams,
      body: ZUpdateDraftAppRequest,
      answers: [{ status: 200, description: "The saved draft.", schema: ZDraftApp }],
      errors: ["NOT_FOUND", "CONFLICT"],
    }),
  },
  "/api/developers/experimental/draft_apps/{id}/change_request": {
    post: write({
      summary: "Submits a draft for review, or withdraws a pending submission",
      description:
        "Submitting runs the automatic pre-checks first (see `…/pre_checks`): content with issues or any failed check is refused with 422, `items` per field path (e.g. `usages.2.title`) and the report in `error.details.preCheckReport`; warnings do not block. A submitted draft keeps the report; a refused one changes nothing. Submits and withdrawals are limited per provider and per client address (429 with Retry-After).",
      rateLimited: true,
      params: ZRowIdParams,
      body: ZDraftAppChangeRequest,
      answers: [{ status: 200, description: "The draft with its new change-request status.", schema: ZDraftApp }],
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    }),
  },
};
