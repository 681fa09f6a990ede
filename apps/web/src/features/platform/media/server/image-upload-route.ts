import "server-only";
import {
  IMAGE_LIMITS,
  IMAGE_UPLOAD_BODY_LIMIT_BYTES,
  ZUploadedImage,
  ZUploadImageRequest,
} from "@store/domain/schemas/media";
import { NextResponse } from "next/server";
import { route } from "@/server/http/route";
import { mediaStorage } from "@/server/storage/media-storage";
import { uploadAppImage } from "./upload-app-image";
import type { TRouteDocs } from "@/server/openapi/route-docs";

/**
 * The image upload of an audience (multipart: `file`, `kind`) → 201 `{ url, fallbackUrl, width,
 * height, kind, usage? }`: providers for their listings (limited per address and per provider,
 * within their quota), operators for editorial content; one pipeline.
 */
export function imageUploadRoute(
  auth: "providerUser" | "operator",
  docs: Pick<TRouteDocs, "summary" | "description" | "tags">,
) {
  return route(
    {
      ...docs,
      auth,
      origin: "required",
      rateLimit: auth === "providerUser" ? ["imageUploadPerIp", "imageUploadPerProvider"] : "imageUploadPerIp",
      bodyLimitBytes: IMAGE_UPLOAD_BODY_LIMIT_BYTES,
      body: {
        multipart: ZUploadImageRequest,
        tooLarge: { key: "media.errors.tooLarge", values: { megabytes: IMAGE_LIMITS.maxBytes / (1024 * 1024) } },
      },
      answers: [{ status: 201, description: "The stored image.", schema: ZUploadedImage }],
    },
    async ({ body, log, db, principal }) => {
      const owner =
        "appProviderId" in principal ? { db, appProviderId: principal.appProviderId, now: new Date() } : null;
      return NextResponse.json(await uploadAppImage(mediaStorage(), body, log, owner), { status: 201 });
    },
  );
}
