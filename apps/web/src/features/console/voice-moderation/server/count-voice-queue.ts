import "server-only";
import { countVoicesForModeration } from "@store/db/queries/voice-moderation";
import { getDb } from "@/server/db";

/** How many voices wait in the operators' queue (pending and reported): the console's menu shows it. */
export async function countVoiceQueue(): Promise<number> {
  return (await countVoicesForModeration(await getDb())).queue;
}
