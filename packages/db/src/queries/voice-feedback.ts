import { VISIBLE_APP_STATUSES } from "@store/domain/enums";
import type { TVoiceReportReason } from "@store/domain/voices/voice-input";
import { nextVoiceStatus, type TVoiceStatus } from "@store/domain/voices/voice-status";
import { and, eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { userVoices, voiceHelpfulVotes, voiceReports } from "../schema/voices";
import { PUBLIC_VOICE_STATUSES } from "./voices";

// What readers give back on a voice (issue 28): a signed-in user's 'helpful' vote, and a visitor's
// or provider's report, which puts the voice in the operators' queue while it stays on the store.
// Only public voices of apps a visitor may see take either; the counts on the voice are kept by the
// triggers of migration 0023, so these functions only insert and delete vote and report rows.

/** A public voice of a visible app: the only kind a vote or a report may reach; `lock`: its row until commit. */
async function findPublicVoice(db: TDb, voiceId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: userVoices.id, status: userVoices.status, suiteUserId: userVoices.suiteUserId })
    .from(userVoices)
    .innerJoin(apps, eq(apps.id, userVoices.appId))
    .where(
      and(
        eq(userVoices.id, voiceId),
        inArray(userVoices.status, PUBLIC_VOICE_STATUSES),
        inArray(apps.status, [...VISIBLE_APP_STATUSES]),
      ),
    );
  const [voice] = await (options.lock ? query.for("update", { of: userVoices }) : query);
  return voice;
}

async function helpfulCountOf(db: TDb, voiceId: number): Promise<number> {
  const [row] = await db
    .select({ helpfulCount: userVoices.helpfulCount })
    .from(userVoices)
    .where(eq(userVoices.id, voiceId));
  return row?.helpfulCount ?? 0;
}

/** A vote's outcome: the voter's state and the voice's count after it, or why there was none. */
export type THelpfulVoteResult =
  | { kind: "done"; helpful: boolean; helpfulCount: number }
  | { kind: "notFound" }
  | { kind: "ownVoice" };

/**
 * `suiteUserId` finds voice `voiceId` helpful. Voting twice is one vote (the primary key, on
 * conflict do nothing, also between two requests at once); an author may not vote on their own voice.
 */
export function addHelpfulVote(db: TDb, params: { voiceId: number; suiteUserId: string }): Promise<THelpfulVoteResult> {
  return db.transaction(async (tx) => {
    const voice = await findPublicVoice(tx, params.voiceId);
    if (!voice) return { kind: "notFound" };
    if (voice.suiteUserId === params.suiteUserId) return { kind: "ownVoice" };
    await tx
      .insert(voiceHelpfulVotes)
      .values({ voiceId: params.voiceId, suiteUserId: params.suiteUserId })
      .onConflictDoNothing();
    return { kind: "done", helpful: true, helpfulCount: await helpfulCountOf(tx, params.voiceId) };
  });
}

/** `suiteUserId` takes their vote back; taking back a vote never given changes nothing. */
export function removeHelpfulVote(
  db: TDb,
  params: { voiceId: number; suiteUserId: string },
): Promise<THelpfulVoteResult> {
  return db.transaction(async (tx) => {
    const voice = await findPublicVoice(tx, params.voiceId);
    if (!voice) return { kind: "notFound" };
    await tx
      .delete(voiceHelpfulVotes)
      .where(and(eq(voiceHelpfulVotes.voiceId, params.voiceId), eq(voiceHelpfulVotes.suiteUserId, params.suiteUserId)));
    return { kind: "done", helpful: false, helpfulCount: await helpfulCountOf(tx, params.voiceId) };
  });
}

/** The ids of an app's public voices `suiteUserId` found helpful (from the app's voices, by the primary key). */
export async function listHelpfulVoiceIds(db: TDb, params: { appId: number; suiteUserId: string }): Promise<number[]> {
  const rows = await db
    .select({ id: voiceHelpfulVotes.voiceId })
    .from(voiceHelpfulVotes)
    .innerJoin(userVoices, eq(userVoices.id, voiceHelpfulVotes.voiceId))
    .where(
      and(
        eq(userVoices.appId, params.appId),
        inArray(userVoices.status, PUBLIC_VOICE_STATUSES),
        eq(voiceHelpfulVotes.suiteUserId, params.suiteUserId),
      ),
    )
    .orderBy(voiceHelpfulVotes.voiceId);
  return rows.map((row) => row.id);
}

/** The id of `suiteUserId`'s own voice about app `appId` when it is public (one per person and app), else null. */
export async function findOwnPublicVoiceId(
  db: TDb,
  params: { appId: number; suiteUserId: string },
): Promise<number | null> {
  const [row] = await db
    .select({ id: userVoices.id })
    .from(userVoices)
    .where(
      and(
        eq(userVoices.appId, params.appId),
        eq(userVoices.suiteUserId, params.suiteUserId),
        inArray(userVoices.status, PUBLIC_VOICE_STATUSES),
      ),
    );
  return row?.id ?? null;
}

/** Thrown inside the report's transaction to undo its row when the guarded move finds the voice moved. */
class VoiceMovedMeanwhile extends Error {}

export type TReportVoiceResult =
  | { kind: "reported"; status: TVoiceStatus }
  | { kind: "alreadyReported" }
  | { kind: "notFound" }
  /** Someone moved the voice between reading and moving it. */
  | { kind: "conflict" };

/**
 * Reports voice `voiceId` as `reporterKey` (a keyed hash of who reports, never an address): the
 * report row and the move to `reported` (domain voice-status.ts) in one transaction. The voice's row
 * is locked first, so two reports of one reporter at once make one report; a reporter's second
 * report of a voice answers `alreadyReported`. A voice already in the queue keeps its status and
 * place there: the report is added to it.
 */
export async function reportVoice(
  db: TDb,
  params: { voiceId: number; reason: TVoiceReportReason; note: string; reporterKey: string },
): Promise<TReportVoiceResult> {
  try {
    return await db.transaction(async (tx): Promise<TReportVoiceResult> => {
      const voice = await findPublicVoice(tx, params.voiceId, { lock: true });
      const to = voice ? nextVoiceStatus(voice.status, "report", "reporter") : null;
      if (!voice || !to) return { kind: "notFound" };
      const [earlier] = await tx
        .select({ id: voiceReports.id })
        .from(voiceReports)
        .where(and(eq(voiceReports.voiceId, voice.id), eq(voiceReports.reporterKey, params.reporterKey)))
        .limit(1);
      if (earlier) return { kind: "alreadyReported" };
      await tx.insert(voiceReports).values({
        voiceId: voice.id,
        reason: params.reason,
        note: params.note,
        reporterKey: params.reporterKey,
      });
      if (to === voice.status) return { kind: "reported", status: to };
      const [moved] = await tx
        .update(userVoices)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(userVoices.id, voice.id), eq(userVoices.status, voice.status)))
        .returning({ status: userVoices.status });
      // The report goes with the move it asked for, or not at all.
      if (!moved) throw new VoiceMovedMeanwhile();
      return { kind: "reported", status: moved.status };
    });
  } catch (error) {
    if (error instanceof VoiceMovedMeanwhile) return { kind: "conflict" };
    throw error;
  }
}

/** The current helpful count of each of `voiceIds` (a page's voices), by id: fresher than a cached page. */
export async function helpfulCountsOf(db: TDb, voiceIds: readonly number[]): Promise<Map<number, number>> {
  if (voiceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: userVoices.id, helpfulCount: userVoices.helpfulCount })
    .from(userVoices)
    .where(inArray(userVoices.id, [...voiceIds]));
  return new Map(rows.map((row) => [row.id, row.helpfulCount]));
}
