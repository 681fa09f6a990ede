import { IMAGE_LIMITS, IMAGE_UPLOAD_BODY_LIMIT_BYTES, ZUploadImageRequest } from "@store/domain/schemas/media";
import { NextResponse } from "next/server";
import { uploadAppImage } from "@/features/media/server/upload-app-image";
import { route } from "@/server/route";
import { mediaStorage } from "@/server/storage/media-storage";

/** A provider user's image upload (multipart: `file`, `kind`) → 201 `{ url, fallbackUrl, width, height, kind }`. */
export const POST = route(
  {
    auth: "providerUser",
    origin: "required",
    rateLimit: "imageUploadPerIp",
    bodyLimitBytes: IMAGE_UPLOAD_BODY_LIMIT_BYTES,
    body: {
      multipart: ZUploadImageRequest,
      tooLarge: { key: "media.errors.tooLarge", values: { megabytes: IMAGE_LIMITS.maxBytes / (1024 * 1024) } },
    },
  },
  async ({ body, log }) => NextResponse.json(await uploadAppImage(mediaStorage(), body, log), { status: 201 }),
);
