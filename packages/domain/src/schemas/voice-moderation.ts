// The operators' moderation of user voices (issue 28): `GET /api/ops/voices`, the page `/ops/voices`
// and the answers of a decision or a take-down. Operators see who wrote a voice (name, company,
// account) and what the checks and the reporters found; the store never shows these publicly.
import { z } from "zod";
import { LOCALES } from "../locales";
import { VOICE_CHECK_CODES } from "../voices/voice-checks";
import { VOICE_REPORT_REASONS } from "../voices/voice-input";
import { VOICE_STATUSES } from "../voices/voice-status";
import { ZIsoDate, ZPagination } from "./common";

/** The tabs of the console: the queue (pending and reported), and what was published, rejected, taken down. */
export const VOICE_MODERATION_VIEWS = ["queue", "published", "rejected", "taken_down"] as const;
export type TVoiceModerationView = (typeof VOICE_MODERATION_VIEWS)[number];

export const VOICE_MODERATION_PER_PAGE = 20;

/** Query of `GET /api/ops/voices` and of `/ops/voices`: a value the list cannot use is ignored. */
export const ZVoiceModerationQuery = z.object({
  view: z.enum(VOICE_MODERATION_VIEWS).optional().catch(undefined),
  page: z.coerce.number().int().positive().max(10_000).optional().catch(undefined),
});
export type TVoiceModerationQuery = z.infer<typeof ZVoiceModerationQuery>;

export const ZVoiceCheckFinding = z.object({
  code: z.enum(VOICE_CHECK_CODES),
  field: z.enum(["rating", "title", "text"]),
  outcome: z.enum(["failed", "warning"]),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const ZModerationVoice = z.object({
  id: z.number().int(),
  status: z.enum(VOICE_STATUSES),
  app: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  provider: z.object({ id: z.number().int(), name: z.string() }),
  /** 1 to 5; null for a voice from before ratings. */
  rating: z.number().int().min(1).max(5).nullable(),
  title: z.string(),
  text: z.string(),
  locale: z.enum(LOCALES),
  /** Who wrote it, whatever the author chose to show publicly (`showName`, `showCompany`). */
  author: z.object({
    name: z.string(),
    tenant: z.object({ id: z.string(), name: z.string() }).nullable(),
    companySize: z.string().nullable(),
    industry: z.string().nullable(),
    showName: z.boolean(),
    showCompany: z.boolean(),
  }),
  checks: z.array(ZVoiceCheckFinding),
  /** The reports, newest first, and how many there are in all. */
  reports: z.object({
    count: z.number().int().nonnegative(),
    items: z.array(z.object({ reason: z.enum(VOICE_REPORT_REASONS), note: z.string(), at: ZIsoDate })),
  }),
  rejectionReason: z.string().nullable(),
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
  publishedAt: ZIsoDate.nullable(),
  moderatedAt: ZIsoDate.nullable(),
});
export type TModerationVoice = z.infer<typeof ZModerationVoice>;

/** How many voices each tab holds. */
export const ZVoiceModerationCounts = z.object({
  queue: z.number().int().nonnegative(),
  published: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  taken_down: z.number().int().nonnegative(),
});
export type TVoiceModerationCounts = z.infer<typeof ZVoiceModerationCounts>;

/** One page of a tab: the queue oldest first (the longest waiting on top), the others latest decision first. */
export const ZVoiceModerationPage = z.object({
  view: z.enum(VOICE_MODERATION_VIEWS),
  counts: ZVoiceModerationCounts,
  pagination: ZPagination,
  data: z.array(ZModerationVoice),
});
export type TVoiceModerationPage = z.infer<typeof ZVoiceModerationPage>;

/** The answer of a decision or a take-down: the voice's new status. */
export const ZVoiceMoved = z.object({ id: z.number().int(), status: z.enum(VOICE_STATUSES) });
export type TVoiceMoved = z.infer<typeof ZVoiceMoved>;

/** `error.details` of a 409: the status the voice has now (someone else moved it, or the author edited it). */
export const ZVoiceMoveConflict = z.object({ current: z.object({ status: z.enum(VOICE_STATUSES) }) });
