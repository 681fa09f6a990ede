import "server-only";
import type { TDb } from "@store/db/client";
import { deleteVoiceReply, setVoiceReply } from "@store/db/queries/voice-replies";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TVoiceReplyJson } from "@store/domain/schemas/provider-voices";
import type { TVoiceReply } from "@store/domain/voices/voice-input";

// A provider's one public reply to a voice about its app (issue 28), written, replaced and taken
// back. A voice that is not public (pending, rejected, taken down) or is about another provider's
// app answers 404, as one that does not exist: a provider never learns of voices it may not read.

function notFound(voiceId: number | null): AppError {
  return new AppError("NOT_FOUND", `voice ${voiceId} is not a public voice of the provider's apps`, {
    userMessage: { key: "developers.voices.errors.notFound" },
  });
}

/** Sets or replaces the reply; answers it as the store now shows it. */
export async function replyToVoice(
  db: TDb,
  principal: TProviderPrincipal,
  voiceId: number | null,
  body: TVoiceReply,
): Promise<{ reply: TVoiceReplyJson }> {
  if (voiceId === null) throw notFound(voiceId);
  const reply = await setVoiceReply(db, {
    appProviderId: principal.appProviderId,
    providerUserId: principal.providerUserId,
    voiceId,
    text: body.text,
  });
  if (!reply) throw notFound(voiceId);
  return { reply: { text: reply.text, at: reply.at.toISOString() } };
}

/** Takes the reply back (nothing to take back is no error). */
export async function removeVoiceReply(db: TDb, principal: TProviderPrincipal, voiceId: number | null): Promise<void> {
  if (voiceId === null) throw notFound(voiceId);
  if (!(await deleteVoiceReply(db, { appProviderId: principal.appProviderId, voiceId }))) throw notFound(voiceId);
}
