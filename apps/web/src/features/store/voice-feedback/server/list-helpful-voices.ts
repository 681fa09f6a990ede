import "server-only";
import type { TDb } from "@store/db/client";
import { listHelpfulVoiceIds } from "@store/db/queries/voice-feedback";
import { findVisibleAppId } from "@store/db/queries/voices";
import { AppError } from "@store/domain/errors";
import type { THelpfulVoiceIds } from "@store/domain/schemas/voice-feedback";

/** The public voices of the visible app `code` that `suiteUserId` found helpful; 404 for an app nobody may see. */
export async function listHelpfulVoices(
  db: TDb,
  params: { code: string; suiteUserId: string },
): Promise<THelpfulVoiceIds> {
  const appId = await findVisibleAppId(db, params.code);
  if (appId === undefined) throw new AppError("NOT_FOUND", `no visible app ${params.code}`);
  return { voiceIds: await listHelpfulVoiceIds(db, { appId, suiteUserId: params.suiteUserId }) };
}
