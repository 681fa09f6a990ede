import "server-only";
import type { TDb } from "@store/db/client";
import { listProviderVoiceApps, listProviderVoices, type TProviderVoice } from "@store/db/queries/voice-replies";
import type { TProviderPrincipal } from "@store/domain/principals";
import { paginate } from "@store/domain/schemas/common";
import {
  PROVIDER_VOICES_PER_PAGE,
  type TProviderVoiceJson,
  type TProviderVoicesPage,
  type TProviderVoicesQuery,
} from "@store/domain/schemas/provider-voices";

// The developer area's list of user voices (issue 28): the public voices about the signed-in
// provider's own apps, newest first, with the provider's reply; `GET /api/developers/voices` and
// the page /developers/voices read the same. An app of another provider in the filter shows none.

function voiceJson(voice: TProviderVoice): TProviderVoiceJson {
  return {
    ...voice,
    publishedAt: voice.publishedAt.toISOString(),
    reply: voice.reply ? { text: voice.reply.text, at: voice.reply.at.toISOString() } : null,
  };
}

/** One page of the voices about the provider's apps (or one of them) and the apps that have any. */
export async function readProviderVoices(
  db: TDb,
  principal: TProviderPrincipal,
  query: Partial<TProviderVoicesQuery>,
): Promise<TProviderVoicesPage> {
  const page = query.page ?? 1;
  const [apps, list] = await Promise.all([
    listProviderVoiceApps(db, principal.appProviderId),
    listProviderVoices(db, principal.appProviderId, {
      appId: query.appId,
      page,
      pageSize: PROVIDER_VOICES_PER_PAGE,
    }),
  ]);
  return {
    apps,
    pagination: paginate(list.total, page, PROVIDER_VOICES_PER_PAGE),
    data: list.voices.map(voiceJson),
  };
}
