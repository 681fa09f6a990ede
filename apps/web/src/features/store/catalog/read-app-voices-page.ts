import "server-only";
import type { TDb } from "@store/db/client";
import { findVisibleAppId, listPublishedVoices, type TPublicVoice, voiceSummary } from "@store/db/queries/voices";
import { AppError } from "@store/domain/errors";
import { APP_CODE_PATTERN } from "@store/domain/schemas/app-content";
import {
  APP_VOICES_PER_PAGE,
  type TAppVoicesPage,
  type TAppVoicesQuery,
  type TPublicVoiceJson,
} from "@store/domain/schemas/app-voices";
import { paginate } from "@store/domain/schemas/common";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";

// `GET /api/apps/{code}/voices` (issue 28): one page of a visible app's published voices and their
// summary, read through the public cache under the apps tag (publishing or taking down a voice
// changes the app's kept counts and invalidates it). The page asked for is answered as asked: a
// page past the last is empty, a language without voices gives none.

function voiceJson(voice: TPublicVoice): TPublicVoiceJson {
  return {
    ...voice,
    publishedAt: voice.publishedAt.toISOString(),
    reply: voice.reply ? { text: voice.reply.text, at: voice.reply.at.toISOString() } : null,
  };
}

async function loadAppVoicesPage(db: TDb, code: string, query: TAppVoicesQuery): Promise<TAppVoicesPage | null> {
  const appId = await findVisibleAppId(db, code);
  if (appId === undefined) return null;
  const [summary, page] = await Promise.all([
    voiceSummary(db, { appId }),
    listPublishedVoices(db, {
      appId,
      sort: query.sort,
      locale: query.locale ?? null,
      page: query.page,
      pageSize: APP_VOICES_PER_PAGE,
    }),
  ]);
  return {
    summary,
    pagination: paginate(page.total, query.page, APP_VOICES_PER_PAGE),
    data: page.voices.map(voiceJson),
  };
}

/** The voices of the app with this code; NOT_FOUND when no visitor may see such an app. */
export async function readAppVoicesPage(code: string, query: TAppVoicesQuery): Promise<TAppVoicesPage> {
  // A code no app could have is refused before it takes a place in the cache.
  const page = APP_CODE_PATTERN.test(code)
    ? await readPublic(`apps:voices-api:${code}:${JSON.stringify(query)}`, [PUBLIC_TAGS.apps], (db) =>
        loadAppVoicesPage(db, code, query),
      )
    : null;
  if (!page) throw new AppError("NOT_FOUND", `app ${code} not found`);
  return page;
}
