import { z } from "zod";
import { CAMPAIGN_BODY_FIELDS } from "../analytics/listing-events";
import { SURVEY_AREA_KEYS, APP_MIN_RATINGS, APP_SORTS } from "../enums";

/** SPEC §3 Document request form and SPEC §5 rules: email required, areas optional. */
const EMAIL_REQUIRED = "documentRequest.errors.emailRequired";
const EMAIL_INVALID = "documentRequest.errors.emailInvalid";
const AREAS_INVALID = "documentRequest.errors.areasInvalid";

/** SPEC §5 Document request; its messages are keys the server translates (validation.ts). */
export const ZDocumentRequest = z.object({
  email: z.string(EMAIL_REQUIRED).min(1, EMAIL_REQUIRED).pipe(z.email(EMAIL_INVALID).max(254, EMAIL_INVALID)),
  surveyAnswers: z.object(
    {
      interesting: z
        .array(z.enum(SURVEY_AREA_KEYS, AREAS_INVALID), AREAS_INVALID)
        .max(SURVEY_AREA_KEYS.length, AREAS_INVALID),
    },
    AREAS_INVALID,
  ),
  /** Issue 29: the visit's campaign values (SPEC §3), for the request's event. */
  ...CAMPAIGN_BODY_FIELDS,
});
export type TDocumentRequest = z.infer<typeof ZDocumentRequest>;

/** SPEC §3 Marketing values kept in session storage and sent with installs. */
export const ZMarketingValues = z.object({
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  utm_content: z.string().optional(),
});
export type TMarketingValues = z.infer<typeof ZMarketingValues>;

const ZPositiveIntParam = z.coerce.number().int().positive();

export const APP_LIST_PER_PAGE = 24;

/** Ids are PostgreSQL integers: anything larger could never match and must not reach the database. */
const MAX_ID = 2_147_483_647;

/** Query parameters of the app list (`/apps` and `GET /api/apps`). */
export const ZAppListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  categories: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return [] as number[];
      const ids = v.split(",").map(Number);
      if (ids.length > 50 || ids.some((id) => !Number.isInteger(id) || id <= 0 || id > MAX_ID)) {
        ctx.addIssue({ code: "custom", message: "must be a comma-separated list of up to 50 category ids" });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
  plan: z.enum(["free", "paid"]).optional(),
  campaign: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  /** Only apps rated this many stars or more on average (issue 28). */
  rating: z.coerce.number().pipe(z.literal(APP_MIN_RATINGS)).optional(),
  /** Absent: by relevance when there is a query, else featured. */
  sort: z.enum(APP_SORTS).optional(),
  page: ZPositiveIntParam.max(10000).default(1),
  perPage: ZPositiveIntParam.max(100).default(APP_LIST_PER_PAGE),
});
export type TAppListQuery = z.infer<typeof ZAppListQuery>;

/** Query parameters of the paged feeds (`GET /api/news`, `GET /api/releases`). */
export const ZFeedPageQuery = z.object({
  page: ZPositiveIntParam.max(10000).default(1),
  limit: ZPositiveIntParam.max(50).default(10),
});
export type TFeedPageQuery = z.infer<typeof ZFeedPageQuery>;
