import "server-only";
import { createHash } from "node:crypto";
import {
  IMAGE_LIMITS,
  MEDIA_PATH_PREFIX,
  type TUploadedImage,
  type TUploadImageRequest,
} from "@store/domain/schemas/media";
import type { Logger } from "pino";
import type { TBlobStorage } from "@/server/storage/blob-storage";
import { processImage, tooManyBytes } from "./process-image";

/**
 * A provider user's image upload (POST /api/developers/apps/images): checked and converted
 * (process-image.ts), both variants stored under the hash of their bytes, so a URL always shows
 * the same image and may be cached for good. Images belong to nobody until a draft names them.
 */
export async function uploadAppImage(
  storage: TBlobStorage,
  { kind, file }: TUploadImageRequest,
  log: Logger,
): Promise<TUploadedImage> {
  // The body limit came first; this names the file's own limit before its bytes are copied.
  if (file.size > IMAGE_LIMITS.maxBytes) throw tooManyBytes(file.size);
  const image = await processImage(new Uint8Array(await file.arrayBuffer()), kind);
  const hash = createHash("sha256").update(image.fallback).update(image.webp).digest("hex");
  const fallbackKey = `${hash}.${image.fallbackType}`;
  const webpKey = `${fallbackKey}.webp`;
  await storage.put(fallbackKey, image.fallback, image.fallbackType === "png" ? "image/png" : "image/jpeg");
  await storage.put(webpKey, image.webp, "image/webp");
  log.info({ kind, key: webpKey, inputBytes: file.size, width: image.width, height: image.height }, "image uploaded");
  return {
    url: `${MEDIA_PATH_PREFIX}${webpKey}`,
    fallbackUrl: `${MEDIA_PATH_PREFIX}${fallbackKey}`,
    width: image.width,
    height: image.height,
    kind,
  };
}
