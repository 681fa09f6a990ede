import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZVoiceReplyAnswer } from "@store/domain/schemas/provider-voices";
import { ZVoiceReply } from "@store/domain/voices/voice-input";
import { NextResponse } from "next/server";
import { removeVoiceReply, replyToVoice } from "@/features/portal/voice-replies/index.server";
import { route } from "@/server/http/route";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";

/** Sets or replaces the provider's one public reply to a voice about its app (issue 28). */
export const PUT = route(
  {
    summary: "Sets or replaces the provider's public reply to a user voice about one of its apps",
    description:
      "One reply per voice: sending again replaces it and its date. A voice that is not public or is about another provider's app answers 404. The reply shows under the voice on the app's page at once.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    params: ZRowIdParams,
    body: ZVoiceReply,
    answers: [
      { status: 200, description: "`{ reply: { text, at } }` as the store shows it.", schema: ZVoiceReplyAnswer },
    ],
    errors: ["NOT_FOUND", "UNPROCESSABLE"],
  },
  async ({ db, principal, params, body }) => {
    const answer = await replyToVoice(db, principal, params.id, body);
    await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return answer;
  },
);

/** Takes the provider's reply to a voice back. */
export const DELETE = route(
  {
    summary: "Takes the provider's public reply to a user voice back",
    description:
      "Answers 204 also when the voice had no reply. A voice that is not public or is about another provider's app answers 404.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 204, description: "The voice has no reply now." }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, principal, params }) => {
    await removeVoiceReply(db, principal, params.id);
    await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return new NextResponse(null, { status: 204 });
  },
);
