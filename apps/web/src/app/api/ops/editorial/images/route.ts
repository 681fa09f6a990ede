import { imageUploadRoute } from "@/features/platform/media/server/image-upload-route";

/** An operator's image upload for editorial content (banners, heroes), through the providers' pipeline. */
export const POST = imageUploadRoute("operator", {
  summary: "Uploads an image for editorial content (kind `banner`: 1200×400)",
  description: "The providers' image pipeline: type read from the bytes, resized WebP with a fallback.",
  tags: ["Operator"],
});
