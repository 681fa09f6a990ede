// What the developer area shows and takes of user voices (issue 28): `GET /api/developers/voices`, the
// public voices about the provider's own apps with their replies, and the reply a provider gives.
// The author appears as on the store (schemas/app-voices.ts): only as they chose.
import { z } from "zod";
import { LOCALES } from "../locales";
import { ZVoiceAuthor } from "./app-voices";
import { ZIsoDate, ZPagination } from "./common";

export const PROVIDER_VOICES_PER_PAGE = 20;

/** Query of `GET /api/developers/voices` and of the page `/developers/voices`. */
export const ZProviderVoicesQuery = z.object({
  /** Only the voices about this app of the provider's; absent: all of its apps. */
  appId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});
export type TProviderVoicesQuery = z.infer<typeof ZProviderVoicesQuery>;

/** The provider's public answer to a voice. */
export const ZVoiceReplyJson = z.object({ text: z.string(), at: ZIsoDate });
export type TVoiceReplyJson = z.infer<typeof ZVoiceReplyJson>;

export const ZProviderVoice = z.object({
  id: z.number().int(),
  app: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** 1 to 5; null for a voice from before ratings. */
  rating: z.number().int().min(1).max(5).nullable(),
  title: z.string(),
  text: z.string(),
  locale: z.enum(LOCALES),
  publishedAt: ZIsoDate,
  author: ZVoiceAuthor,
  helpfulCount: z.number().int().nonnegative(),
  reply: ZVoiceReplyJson.nullable(),
});
export type TProviderVoiceJson = z.infer<typeof ZProviderVoice>;

/** One page of the voices about the provider's apps, and the apps that have any (the filter's choices). */
export const ZProviderVoicesPage = z.object({
  apps: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), voiceCount: z.number().int().nonnegative() }),
  ),
  pagination: ZPagination,
  data: z.array(ZProviderVoice),
});
export type TProviderVoicesPage = z.infer<typeof ZProviderVoicesPage>;

/** What `PUT /api/developers/voices/{id}/reply` answers: the reply as the store now shows it. */
export const ZVoiceReplyAnswer = z.object({ reply: ZVoiceReplyJson });
