import { z } from "zod";

// What a moderation mail job names: the voice and what happened to it, never an address (the
// author's or provider user's address is read when the mail is sent).

/** The author's mail: their voice was published, rejected or taken down, with the operator's reason. */
export const ZVoiceAuthorMailPayload = z.object({
  voiceId: z.number().int().positive(),
  event: z.enum(["published", "rejected", "takenDown"]),
  /** The reason the operator gave (rejected, taken down), as it was when decided. */
  reason: z.string().nullable(),
});
export type TVoiceAuthorMailPayload = z.infer<typeof ZVoiceAuthorMailPayload>;

/** One provider user's mail: a voice about one of the provider's apps was published. */
export const ZVoiceProviderMailPayload = z.object({
  voiceId: z.number().int().positive(),
  providerUserId: z.number().int().positive(),
});
export type TVoiceProviderMailPayload = z.infer<typeof ZVoiceProviderMailPayload>;
