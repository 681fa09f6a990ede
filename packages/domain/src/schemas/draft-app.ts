// SPEC §3 Draft app and Own-app list, and the developer API's payloads around them
// (/api/developers/experimental/draft_apps, /api/developers/apps, ISSUE 10).
import { z } from "zod";
import { APP_STATUSES, CHANGE_REQUEST_STATUSES } from "../enums";
import { ZMailAddress } from "../mail-address";
import { ZAppContent } from "./app-content";
import { ZAppContentPatch } from "./app-content-patch";
import { OWN_LIST_PER_PAGE } from "../draft-limits";
import { ZIsoDate, ZPagination, zPaged } from "./common";
import { ZPreCheckReport } from "./pre-check";

const ZContentIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  params: z.record(z.string(), z.number()).optional(),
});

/** A draft as the developer API answers it: its content with item ids, and what keeps it from submission. */
export const ZDraftApp = z.object({
  id: z.number().int(),
  /** Null for a new app's draft. */
  appId: z.number().int().nullable(),
  name: z.string(),
  code: z.string(),
  content: ZAppContent,
  merged: z.boolean(),
  changeRequestStatus: z.enum(CHANGE_REQUEST_STATUSES),
  /** The reviewer's reason of a rejection. */
  reviewComment: z.string().nullable(),
  notificationEmail: z.string().nullable(),
  loginUrl: z.string().nullable(),
  /** Raised by every save; a save names the version it was based on (409 when stale). */
  version: z.number().int(),
  submittedAt: ZIsoDate.nullable(),
  updatedAt: ZIsoDate,
  /** appContentIssues() of the content: empty when it may be submitted. */
  issues: z.array(ZContentIssue),
  /** The last automatic pre-checks, for the version they name (stale when it is not `version`). */
  preCheckReport: ZPreCheckReport.nullable(),
  /**
   * What the store's sanitiser took out of each rich text when it was saved, by field path
   * (`body`: [`<script>`, `onclick="…"`]); the markup pre-check fails until the text is saved
   * again without such markup.
   */
  removedMarkup: z.record(z.string(), z.array(z.string())).default({}),
});
export type TDraftApp = z.infer<typeof ZDraftApp>;

/** The message of a notification address that is not one valid address (a list, a name, a line break). */
export const NOTIFICATION_EMAIL_INVALID = "appContent.errors.notificationEmail";

const ZDraftMeta = {
  /** One address, checked on every save (autosave too): what is stored is always sendable. */
  notificationEmail: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      ZMailAddress(NOTIFICATION_EMAIL_INVALID).nullable(),
    )
    .optional(),
  loginUrl: z.string().max(2000).nullable().optional(),
};

/** POST …/draft_apps: a new app's draft (no appId) or a draft of an existing own app, which starts as its content. */
export const ZCreateDraftAppRequest = z
  .object({
    appId: z.number().int().positive().nullable().optional(),
    content: ZAppContentPatch.optional(),
    ...ZDraftMeta,
  })
  .strict();
export type TCreateDraftAppRequest = z.infer<typeof ZCreateDraftAppRequest>;

/** PATCH …/draft_apps/{id}: changes based on `version`; a stale version is 409 with the current draft. */
export const ZUpdateDraftAppRequest = z
  .object({ version: z.number().int().positive(), content: ZAppContentPatch.optional(), ...ZDraftMeta })
  .strict();
export type TUpdateDraftAppRequest = z.infer<typeof ZUpdateDraftAppRequest>;

/** The 409 of a stale save carries the draft as it is now (`error.details.current`). */
export const ZDraftAppConflict = z.object({ current: ZDraftApp });

/** POST …/draft_apps/{id}/change_request: the provider's side of DOMAIN.md's change-request table. */
export const ZDraftAppChangeRequest = z
  .object({ action: z.enum(["submit", "withdraw"]), version: z.number().int().positive() })
  .strict();
export type TDraftAppChangeRequest = z.infer<typeof ZDraftAppChangeRequest>;

/** SPEC §3 Own-app list. */
export const ZOwnAppList = z.object({
  apps: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      status: z.enum(APP_STATUSES),
      updatedAt: ZIsoDate,
      changeRequestStatus: z.enum(CHANGE_REQUEST_STATUSES).nullable(),
      /** The app's open draft (DOMAIN.md: one at a time), so the list opens it rather than a new one. */
      openDraftId: z.number().int().nullable(),
    }),
  ),
  draftApps: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      updatedAt: ZIsoDate,
      appId: z.number().int().nullable(),
      changeRequestStatus: z.enum(CHANGE_REQUEST_STATUSES),
      reviewComment: z.string().nullable(),
    }),
  ),
  /** Each list is paged on its own (OWN_LIST_PER_PAGE rows): `appsPage`, `draftsPage`. */
  appsPagination: ZPagination,
  draftAppsPagination: ZPagination,
});
export type TOwnAppList = z.infer<typeof ZOwnAppList>;

const ZPageParam = z.coerce.number().int().positive().max(10000).default(1);

/** GET /api/developers/apps and /developers/apps: the page of each list. */
export const ZOwnAppListQuery = z.object({ appsPage: ZPageParam, draftsPage: ZPageParam });
export type TOwnAppListQuery = z.infer<typeof ZOwnAppListQuery>;

/** GET …/experimental/draft_apps: a page of the provider's open drafts. */
export const ZDraftAppListQuery = z.object({
  page: ZPageParam,
  limit: z.coerce.number().int().positive().max(100).default(OWN_LIST_PER_PAGE),
});
export type TDraftAppListQuery = z.infer<typeof ZDraftAppListQuery>;

export const ZDraftAppPage = zPaged(ZDraftApp);
export type TDraftAppPage = z.infer<typeof ZDraftAppPage>;

/** GET /api/developers/apps/{id} and …/experimental/apps/{id}: an own app's published content. */
export const ZOwnApp = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(APP_STATUSES),
  content: ZAppContent,
  openDraftId: z.number().int().nullable(),
  updatedAt: ZIsoDate,
});
export type TOwnApp = z.infer<typeof ZOwnApp>;

/** PATCH /api/developers/experimental/apps/{id}: changes to the app's open draft (one is opened when it has none). */
export const ZUpdateOwnAppRequest = z
  .object({ version: z.number().int().positive().optional(), content: ZAppContentPatch })
  .strict();
export type TUpdateOwnAppRequest = z.infer<typeof ZUpdateOwnAppRequest>;

/** The largest id a row can have (PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The `{id}` of the developer API's paths. Anything that is not an id no row can have is null: the
 * service answers it 404 like an id of someone else's, so a path never tells the two apart.
 */
export const ZRowIdParams = z.object({
  id: z.string().transform((value) => {
    const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
    return Number.isSafeInteger(id) && id <= MAX_ROW_ID ? id : null;
  }),
});
