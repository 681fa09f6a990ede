import "server-only";
import { IMAGE_LIMITS, IMAGE_UPLOAD_BODY_LIMIT_BYTES, ZUploadImageRequest } from "@store/domain/schemas/media";
import { NextResponse } from "next/server";
import { route } from "@/server/route";
import { mediaStorage } from "@/server/storage/media-storage";
import { uploadAppImage } from "./upload-app-image";

/**
 * The image upload of an audience (multipart: `file`, `kind`) → 201 `{ url, fallbackUrl, width,
 * height, kind, usage? }`: providers for their listings (limited per address and per provider,
 * within their quota), operators for editorial content; one pipeline.
 */
export function imageUploadRoute(auth: "providerUser" | "operator") {
  return route(
    {
      auth,
      origin: "required",
      rateLimit: auth === "providerUser" ? ["imageUploadPerIp", "imageUploadPerProvider"] : "imageUploadPerIp",
      bodyLimitBytes: IMAGE_UPLOAD_BODY_LIMIT_BYTES,
      body: {
        multipart: ZUploadImageRequest,
        tooLarge: { key: "media.errors.tooLarge", values: { megabytes: IMAGE_LIMITS.maxBytes / (1024 * 1024) } },
      },
    },
    async ({ body, log, db, principal }) => {
      const owner =
        "appProviderId" in principal ? { db, appProviderId: principal.appProviderId, now: new Date() } : null;
      return NextResponse.json(await uploadAppImage(mediaStorage(), body, log, owner), { status: 201 });
    },
  );
}
