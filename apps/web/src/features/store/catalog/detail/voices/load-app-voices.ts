import "server-only";
import type { TDb } from "@store/db/client";
import { listPublishedVoices, type TPublicVoice, type TVoiceSummary, voiceSummary } from "@store/db/queries/voices";
import { type TVoicesState, VOICES_PER_PAGE } from "./voices-query";

// The data of the app page's voices section (issue 28): the rating summary and one page of the
// published voices in the order and language the address asks for. The public page reads it through
// the public cache (read-app-voices.ts); a preview reads the live app's voices straight from here.

export type { TPublicVoice, TVoiceAuthor, TVoiceSummary } from "@store/db/queries/voices";

/** What the section shows. `state` is what the address asked for, corrected to what exists. */
export type TAppVoices = {
  summary: TVoiceSummary;
  voices: TPublicVoice[];
  /** How many voices the language filter leaves. */
  total: number;
  pages: number;
  state: TVoicesState;
};

const EMPTY_SUMMARY: TVoiceSummary = { count: 0, average: null, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, locales: [] };

function emptyVoices(state: TVoicesState): TAppVoices {
  return { summary: EMPTY_SUMMARY, voices: [], total: 0, pages: 0, state: { ...state, locale: null, page: 1 } };
}

async function voicePage(db: TDb, appId: number, state: TVoicesState) {
  return listPublishedVoices(db, { appId, ...state, pageSize: VOICES_PER_PAGE });
}

/**
 * The section's data for app `appId` (0: a new app's draft, which has no voices). A language no
 * published voice is written in shows every language; a page past the last shows the last, so an
 * old link still lands on voices after some were taken down.
 */
export async function loadAppVoices(db: TDb, params: { appId: number; state: TVoicesState }): Promise<TAppVoices> {
  if (params.appId === 0) return emptyVoices(params.state);
  const summary = await voiceSummary(db, { appId: params.appId });
  if (summary.count === 0) return { ...emptyVoices(params.state), summary };
  const locale =
    params.state.locale !== null && summary.locales.includes(params.state.locale) ? params.state.locale : null;
  let state = { ...params.state, locale };
  let page = await voicePage(db, params.appId, state);
  const pages = Math.ceil(page.total / VOICES_PER_PAGE);
  if (state.page > pages && pages > 0) {
    state = { ...state, page: pages };
    page = await voicePage(db, params.appId, state);
  }
  return { summary, voices: page.voices, total: page.total, pages, state };
}
