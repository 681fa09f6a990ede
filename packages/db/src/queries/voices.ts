import { VISIBLE_APP_STATUSES } from "@store/domain/enums";
import { LOCALES, type TLocale } from "@store/domain/locales";
import type { TVoiceSort } from "@store/domain/schemas/app-voices";
import { isVoicePublic, VOICE_STATUSES } from "@store/domain/voices/voice-status";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { userVoices } from "../schema/voices";

// The read side of user voices (issue 28): what a visitor sees of an app's published voices, with
// the author shown only as the author chose. Writing, moderation and votes live elsewhere.

export { type TVoiceSort, VOICE_SORTS } from "@store/domain/schemas/app-voices";

export type TVoiceStars = 1 | 2 | 3 | 4 | 5;
export const VOICE_STARS: readonly TVoiceStars[] = [5, 4, 3, 2, 1];

/** Who wrote a voice, as far as the author agreed to show it. */
export type TVoiceAuthor =
  | { kind: "anonymous" }
  | { kind: "company"; companySize: string | null; industry: string | null }
  | { kind: "named"; name: string; companySize: string | null; industry: string | null };

export type TPublicVoice = {
  id: number;
  rating: number | null;
  title: string;
  text: string;
  locale: TLocale;
  publishedAt: Date;
  author: TVoiceAuthor;
  reply: { text: string; at: Date } | null;
  helpfulCount: number;
};

export type TVoiceSummary = {
  /** Published voices, with or without a rating. */
  count: number;
  /** The mean of the published ratings; null when none has one. */
  average: number | null;
  stars: Record<TVoiceStars, number>;
  /** The languages the published voices are written in, in the store's locale order. */
  locales: TLocale[];
};

/** What the store shows and counts: published voices, and reported ones until an operator decides. */
export const PUBLIC_VOICE_STATUSES = VOICE_STATUSES.filter(isVoicePublic);

const published = (appId: number) =>
  and(eq(userVoices.appId, appId), inArray(userVoices.status, PUBLIC_VOICE_STATUSES));

/** The two orders match the indexes user_voices_newest_idx and user_voices_helpful_idx. */
function voiceOrder(sort: TVoiceSort): SQL[] {
  const newest = [sql`${userVoices.publishedAt} desc`, desc(userVoices.id)];
  return sort === "helpful" ? [desc(userVoices.helpfulCount), ...newest] : newest;
}

type TAuthorColumns = {
  authorName: string;
  showName: boolean;
  showCompany: boolean;
  companySize: string | null;
  industry: string | null;
};

/** The author as shown: the name only when chosen, the company only when agreed, else anonymous. */
export function voiceAuthor(row: TAuthorColumns): TVoiceAuthor {
  const companySize = row.showCompany ? row.companySize : null;
  const industry = row.showCompany ? row.industry : null;
  if (row.showName && row.authorName.trim() !== "")
    return { kind: "named", name: row.authorName, companySize, industry };
  if (row.showCompany && (companySize !== null || industry !== null)) return { kind: "company", companySize, industry };
  return { kind: "anonymous" };
}

/** One page (1-based) of an app's published voices, and how many there are under the same filter. */
export async function listPublishedVoices(
  db: TDb,
  params: { appId: number; sort: TVoiceSort; locale: TLocale | null; page: number; pageSize: number },
): Promise<{ voices: TPublicVoice[]; total: number }> {
  const where = and(published(params.appId), params.locale ? eq(userVoices.locale, params.locale) : undefined);
  const page = Math.max(1, Math.floor(params.page));
  const [rows, [total]] = await Promise.all([
    db
      .select(PUBLIC_VOICE_COLUMNS)
      .from(userVoices)
      .where(where)
      .orderBy(...voiceOrder(params.sort))
      .limit(params.pageSize)
      .offset((page - 1) * params.pageSize),
    db.select({ count: count() }).from(userVoices).where(where),
  ]);
  return { voices: rows.map(publicVoice), total: Number(total?.count ?? 0) };
}

/** What a public voice is read from: the columns publicVoice() shows. */
export const PUBLIC_VOICE_COLUMNS = {
  id: userVoices.id,
  rating: userVoices.rating,
  title: userVoices.title,
  text: userVoices.body,
  locale: userVoices.locale,
  publishedAt: userVoices.publishedAt,
  createdAt: userVoices.createdAt,
  authorName: userVoices.authorName,
  showName: userVoices.showName,
  showCompany: userVoices.showCompany,
  companySize: userVoices.companySize,
  industry: userVoices.industry,
  replyText: userVoices.replyText,
  replyAt: userVoices.replyAt,
  helpfulCount: userVoices.helpfulCount,
};

type TVoiceRow = TAuthorColumns & {
  id: number;
  rating: number | null;
  title: string;
  text: string;
  locale: TLocale;
  publishedAt: Date | null;
  createdAt: Date;
  replyText: string | null;
  replyAt: Date | null;
  helpfulCount: number;
};

/** A voice as the store shows it: the author only as they chose, the reply when there is one. */
export function publicVoice(row: TVoiceRow): TPublicVoice {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    locale: row.locale,
    // Publishing sets the date with the status; a row written without one shows when it was written.
    publishedAt: row.publishedAt ?? row.createdAt,
    author: voiceAuthor(row),
    reply: row.replyText && row.replyAt ? { text: row.replyText, at: row.replyAt } : null,
    helpfulCount: row.helpfulCount,
  };
}

const isStars = (rating: number | null): rating is TVoiceStars =>
  rating !== null && Number.isInteger(rating) && rating >= 1 && rating <= 5;

/** An app's published voices in numbers: how many, the average rating, count per star, languages. */
export async function voiceSummary(db: TDb, params: { appId: number }): Promise<TVoiceSummary> {
  const rows = await db
    .select({ rating: userVoices.rating, locale: userVoices.locale, count: count() })
    .from(userVoices)
    .where(published(params.appId))
    .groupBy(userVoices.rating, userVoices.locale);
  const stars: Record<TVoiceStars, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const present = new Set<TLocale>();
  let total = 0;
  for (const row of rows) {
    const n = Number(row.count);
    total += n;
    present.add(row.locale);
    if (isStars(row.rating)) stars[row.rating] += n;
  }
  const rated = VOICE_STARS.reduce((sum, star) => sum + stars[star], 0);
  const sum = VOICE_STARS.reduce((acc, star) => acc + star * stars[star], 0);
  return {
    count: total,
    average: rated > 0 ? sum / rated : null,
    stars,
    locales: LOCALES.filter((locale) => present.has(locale)),
  };
}

/** The id of the app a visitor may see (upcoming, published or discontinued) with this code. */
export async function findVisibleAppId(db: TDb, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.code, code), inArray(apps.status, [...VISIBLE_APP_STATUSES])));
  return row?.id;
}
