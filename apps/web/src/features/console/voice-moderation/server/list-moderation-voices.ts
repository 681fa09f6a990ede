import "server-only";
import type { TDb } from "@store/db/client";
import { countVoicesForModeration, listVoicesForModeration } from "@store/db/queries/voice-moderation";
import { paginate } from "@store/domain/schemas/common";
import {
  type TVoiceModerationPage,
  type TVoiceModerationQuery,
  VOICE_MODERATION_PER_PAGE,
} from "@store/domain/schemas/voice-moderation";

/** GET /api/ops/voices and /ops/voices: one page of a tab (the queue unless asked), with every tab's count. */
export async function listModerationVoices(db: TDb, query: TVoiceModerationQuery): Promise<TVoiceModerationPage> {
  const view = query.view ?? "queue";
  const page = query.page ?? 1;
  const [list, counts] = await Promise.all([
    listVoicesForModeration(db, { view, page, pageSize: VOICE_MODERATION_PER_PAGE }),
    countVoicesForModeration(db),
  ]);
  return {
    view,
    counts,
    pagination: paginate(list.total, page, VOICE_MODERATION_PER_PAGE),
    data: list.voices.map((voice) => ({
      ...voice,
      reports: {
        count: voice.reports.count,
        items: voice.reports.items.map((report) => ({ ...report, at: report.at.toISOString() })),
      },
      createdAt: voice.createdAt.toISOString(),
      updatedAt: voice.updatedAt.toISOString(),
      publishedAt: voice.publishedAt?.toISOString() ?? null,
      moderatedAt: voice.moderatedAt?.toISOString() ?? null,
    })),
  };
}
