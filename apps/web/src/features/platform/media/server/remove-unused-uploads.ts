import "server-only";
import type { TDb } from "@store/db/client";
import { deleteUnusedMediaUploads } from "@store/db/queries/media-uploads";
import { UNUSED_UPLOAD_GRACE_MS } from "@store/domain/schemas/media";
import { z } from "zod";
import { enqueueJob, defineJob } from "@/server/jobs/jobs";
import { logger } from "@/server/logger";
import type { TBlobStorage } from "@/server/storage/blob-storage";
import { mediaStorage } from "@/server/storage/media-storage";

/**
 * Removes the uploads nothing names once their grace period is over: their rows (the quota frees
 * up) and, when no provider holds the same bytes any more, both stored files. Answers the names removed.
 */
export async function removeUnusedUploads(db: TDb, storage: TBlobStorage, now: Date): Promise<string[]> {
  const names = await deleteUnusedMediaUploads(db, {
    uploadedBefore: new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS),
  });
  for (const name of names) {
    await storage.delete(`${name}.webp`);
    await storage.delete(name);
  }
  if (names.length > 0) logger.info({ removed: names.length }, "unused uploads removed");
  return names;
}

/** The cleanup as a job: no cron, each hour with uploads queues one run for after their grace. */
export const removeUnusedUploadsJob = defineJob({
  kind: "removeUnusedUploads",
  lane: "suite",
  payload: z.object({}),
  handler: async (db, _payload, _job, ctx) => {
    await removeUnusedUploads(db, mediaStorage(), ctx?.now() ?? new Date());
  },
});

const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues the cleanup that removes an upload made now if no draft names it by then: one job per
 * hour that had uploads (the idempotency key), due an hour after the last grace period of that
 * hour ends.
 */
export async function scheduleUploadCleanup(db: TDb, now: Date): Promise<void> {
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  await enqueueJob(
    db,
    removeUnusedUploadsJob,
    {},
    {
      idempotencyKey: `remove-unused-uploads.${new Date(hour).toISOString()}`,
      runAt: new Date(hour + UNUSED_UPLOAD_GRACE_MS + HOUR_MS),
    },
  );
}
