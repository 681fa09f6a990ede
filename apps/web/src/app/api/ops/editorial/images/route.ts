import { imageUploadRoute } from "@/features/media/server/image-upload-route";

/** An operator's image upload for editorial content (banners, heroes), through the providers' pipeline. */
export const POST = imageUploadRoute("operator");
