import "server-only";
import { findOwnPublicVoiceId, helpfulCountsOf, listHelpfulVoiceIds } from "@store/db/queries/voice-feedback";
import { getDb } from "@/server/db";
import { readSession } from "@/server/tenant-session/session";

// What the app page's voices section needs to know of the viewer (issue 28): signed in or not, the
// voices they found helpful, their own voice. Read per request, beside the voices the public cache
// holds; for a signed-in viewer the page's counts are read fresh too, so their own vote shows in
// the count at once rather than when the cached page expires.

/** Who looks at a voice: a visitor, a signed-in user, or its own author (who may neither vote nor report). */
export type TVoiceFeedbackViewer = "visitor" | "user" | "author";

/** The feedback state of one voice on the page. */
export type TVoiceFeedbackState = { viewer: TVoiceFeedbackViewer; helpful: boolean; helpfulCount: number };

/** The state of each of `voices` (the page's) for the viewer of this request. */
export async function readVoiceFeedbackState(params: {
  appId: number;
  voices: readonly { id: number; helpfulCount: number }[];
}): Promise<Map<number, TVoiceFeedbackState>> {
  const principal = await readSession();
  if (!principal) {
    return new Map(
      params.voices.map((v) => [v.id, { viewer: "visitor", helpful: false, helpfulCount: v.helpfulCount }]),
    );
  }
  const db = await getDb();
  const who = { appId: params.appId, suiteUserId: principal.user.id };
  const [helpfulIds, ownVoiceId, counts] = await Promise.all([
    listHelpfulVoiceIds(db, who),
    findOwnPublicVoiceId(db, who),
    helpfulCountsOf(
      db,
      params.voices.map((v) => v.id),
    ),
  ]);
  return new Map(
    params.voices.map((v) => [
      v.id,
      {
        viewer: v.id === ownVoiceId ? "author" : "user",
        helpful: helpfulIds.includes(v.id),
        helpfulCount: counts.get(v.id) ?? v.helpfulCount,
      },
    ]),
  );
}
