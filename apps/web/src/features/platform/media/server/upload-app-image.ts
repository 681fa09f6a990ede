import "server-only";
import { createHash } from "node:crypto";
import type { TDb } from "@store/db/client";
import { mediaUsageOf, recordMediaUpload } from "@store/db/queries/media-uploads";
import { AppError } from "@store/domain/errors";
import {
  IMAGE_LIMITS,
  MEDIA_PATH_PREFIX,
  MEDIA_QUOTA,
  type TMediaUsage,
  type TUploadedImage,
  type TUploadImageRequest,
} from "@store/domain/schemas/media";
import type { Logger } from "pino";
import type { TBlobStorage } from "@/server/storage/blob-storage";
import { getMediaUsage } from "./get-media-usage";
import { processImage, tooManyBytes } from "./process-image";
import { scheduleUploadCleanup } from "./remove-unused-uploads";

/** The provider an upload counts against; operators' editorial images count against no one. */
export type TUploadOwner = { db: TDb; appProviderId: number; now: Date };

const MB = 1024 * 1024;

/**
 * 422: the request is sound but the provider's stored images are at their quota (413 would say a
 * smaller file passes, which it does not when the count is full).
 */
function overQuota(usage: { count: number; bytes: number }, adding: number): AppError {
  return new AppError(
    "UNPROCESSABLE",
    `media quota reached (${usage.count} images, ${usage.bytes} + ${adding} bytes)`,
    {
      userMessage: {
        key: "media.errors.quotaReached",
        values: { maxImages: MEDIA_QUOTA.maxImages, maxMegabytes: MEDIA_QUOTA.maxBytes / MB },
      },
    },
  );
}

/**
 * An image upload (POST /api/developers/apps/images, /api/operator/images): checked and converted
 * (process-image.ts), both variants stored under the hash of their bytes, so a URL always shows
 * the same image and may be cached for good. A provider's upload counts against its quota (checked
 * before decoding, and again with the stored size) and is removed after a grace period unless a
 * draft or app names it (remove-unused-uploads.ts).
 */
export async function uploadAppImage(
  storage: TBlobStorage,
  { kind, file }: TUploadImageRequest,
  log: Logger,
  owner: TUploadOwner | null,
): Promise<TUploadedImage> {
  // The body limit came first; this names the file's own limit before its bytes are copied.
  if (file.size > IMAGE_LIMITS.maxBytes) throw tooManyBytes(file.size);
  const before = owner ? await mediaUsageOf(owner.db, owner.appProviderId) : null;
  if (before && (before.count >= MEDIA_QUOTA.maxImages || before.bytes >= MEDIA_QUOTA.maxBytes))
    throw overQuota(before, 0);
  const image = await processImage(new Uint8Array(await file.arrayBuffer()), kind);
  const stored = image.webp.byteLength + image.fallback.byteLength;
  if (before && before.bytes + stored > MEDIA_QUOTA.maxBytes) throw overQuota(before, stored);
  const hash = createHash("sha256").update(image.fallback).update(image.webp).digest("hex");
  const fallbackKey = `${hash}.${image.fallbackType}`;
  const webpKey = `${fallbackKey}.webp`;
  await storage.put(fallbackKey, image.fallback, image.fallbackType === "png" ? "image/png" : "image/jpeg");
  await storage.put(webpKey, image.webp, "image/webp");
  let usage: TMediaUsage | undefined;
  if (owner) {
    const { db, appProviderId, now } = owner;
    await recordMediaUpload(db, { appProviderId, name: fallbackKey, bytes: stored, now });
    await scheduleUploadCleanup(db, now);
    usage = await getMediaUsage(db, appProviderId);
  }
  log.info({ kind, key: webpKey, inputBytes: file.size, width: image.width, height: image.height }, "image uploaded");
  return {
    url: `${MEDIA_PATH_PREFIX}${webpKey}`,
    fallbackUrl: `${MEDIA_PATH_PREFIX}${fallbackKey}`,
    width: image.width,
    height: image.height,
    kind,
    ...(usage ? { usage } : {}),
  };
}
