import { imageUploadRoute } from "@/features/media/server/image-upload-route";

/** A provider user's image upload (multipart: `file`, `kind`) → 201 `{ url, fallbackUrl, width, height, kind }`. */
export const POST = imageUploadRoute("providerUser");
