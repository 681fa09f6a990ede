import "server-only";
import type { TDb } from "@store/db/client";
import { findVoiceForMail, type TOperatorVoiceAction } from "@store/db/queries/voice-moderation";
import { listMailedProviderUsers } from "@store/db/queries/provider-users";
import { enqueueJob } from "@/server/jobs/jobs";
import type { TVoiceAuthorMailPayload } from "./voice-mail-payloads";
import { voiceAuthorMailJob, voiceProviderMailJob } from "./voice-moderation-jobs";

const AUTHOR_EVENT: Record<TOperatorVoiceAction, TVoiceAuthorMailPayload["event"]> = {
  publish: "published",
  reject: "rejected",
  takeDown: "takenDown",
};

/**
 * Queues the mails of an operator's decision, in its transaction: to the author (when the voice
 * has an address; the seed's have none), with the reason of a rejection or take-down; and, when a
 * voice is published, to each of the provider's users. One mail per decision: the keys carry the
 * time it was decided.
 */
export async function enqueueVoiceMails(
  db: TDb,
  input: { voiceId: number; action: TOperatorVoiceAction; reason: string | null; decidedAt: Date },
): Promise<void> {
  const { voiceId, action } = input;
  const voice = await findVoiceForMail(db, { voiceId });
  if (!voice) return;
  const event = AUTHOR_EVENT[action];
  const decided = input.decidedAt.getTime();
  if (voice.authorEmail) {
    await enqueueJob(
      db,
      voiceAuthorMailJob,
      { voiceId, event, reason: action === "publish" ? null : input.reason },
      { idempotencyKey: `voice-author.${voiceId}.${event}.${decided}` },
    );
  }
  if (action !== "publish") return;
  const users = await listMailedProviderUsers(db, { appProviderId: voice.app.appProviderId });
  for (const user of users) {
    await enqueueJob(
      db,
      voiceProviderMailJob,
      { voiceId, providerUserId: user.id },
      { idempotencyKey: `voice-provider.${voiceId}.${user.id}.${decided}` },
    );
  }
}
