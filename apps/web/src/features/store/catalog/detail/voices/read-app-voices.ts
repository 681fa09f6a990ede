import "server-only";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { loadAppVoices, type TAppVoices } from "./load-app-voices";
import type { TVoicesState } from "./voices-query";

// The public app page's voices through the process's public cache (server/public/public-reads.ts),
// keyed by the app and the section's choices. Under the apps tag: what publishes, edits or takes down
// a voice changes the app's kept counts and rating, which every card shows, and so invalidates it.

export function readAppVoices(params: { appId: number; state: TVoicesState }): Promise<TAppVoices> {
  const { sort, locale, page } = params.state;
  return readPublic(`apps:voices:${params.appId}:${sort}:${locale ?? "all"}:${page}`, [PUBLIC_TAGS.apps], (db) =>
    loadAppVoices(db, params),
  );
}
