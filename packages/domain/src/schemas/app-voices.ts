// What the store shows of an app's user voices (issue 28): `GET /api/apps/{code}/voices` and the
// app page's voices section. The author appears only as the author chose: a name when they chose
// to show it, their company's size and industry when they agreed, otherwise an anonymous label.
import { z } from "zod";
import { LOCALES } from "../locales";
import { ZIsoDate, ZPagination } from "./common";

/** newest: the latest published first; helpful: the most 'helpful' votes first, then the latest. */
export const VOICE_SORTS = ["newest", "helpful"] as const;
export type TVoiceSort = (typeof VOICE_SORTS)[number];

export const APP_VOICES_PER_PAGE = 10;

/** Query parameters of `GET /api/apps/{code}/voices`. */
export const ZAppVoicesQuery = z.object({
  sort: z.enum(VOICE_SORTS).default("newest"),
  /** Only voices written in this language; absent: every language. */
  locale: z.enum(LOCALES).optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});
export type TAppVoicesQuery = z.infer<typeof ZAppVoicesQuery>;

export const ZVoiceAuthor = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("anonymous") }),
  z.object({ kind: z.literal("company"), companySize: z.string().nullable(), industry: z.string().nullable() }),
  z.object({
    kind: z.literal("named"),
    name: z.string(),
    companySize: z.string().nullable(),
    industry: z.string().nullable(),
  }),
]);

export const ZPublicVoice = z.object({
  id: z.number().int(),
  /** 1 to 5; null for a voice from before ratings. */
  rating: z.number().int().min(1).max(5).nullable(),
  title: z.string(),
  text: z.string(),
  locale: z.enum(LOCALES),
  publishedAt: ZIsoDate,
  author: ZVoiceAuthor,
  /** The provider's public answer, when it gave one. */
  reply: z.object({ text: z.string(), at: ZIsoDate }).nullable(),
  helpfulCount: z.number().int().nonnegative(),
});
export type TPublicVoiceJson = z.infer<typeof ZPublicVoice>;

const ZStarCount = z.number().int().nonnegative();

export const ZVoiceSummary = z.object({
  /** Published voices, with or without a rating. */
  count: z.number().int().nonnegative(),
  /** The mean of the ratings; null when no voice has one. */
  average: z.number().nullable(),
  /** How many voices gave each number of stars. */
  stars: z.object({ 1: ZStarCount, 2: ZStarCount, 3: ZStarCount, 4: ZStarCount, 5: ZStarCount }),
  /** The languages the voices are written in (the `locale` filter's choices). */
  locales: z.array(z.enum(LOCALES)),
});

/** One page of an app's published voices (under the language filter) and the summary of all of them. */
export const ZAppVoicesPage = z.object({
  summary: ZVoiceSummary,
  pagination: ZPagination,
  data: z.array(ZPublicVoice),
});
export type TAppVoicesPage = z.infer<typeof ZAppVoicesPage>;
