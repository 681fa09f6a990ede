import { imageUploadRoute } from "@/features/platform/media/server/image-upload-route";

/** A provider user's image upload (multipart: `file`, `kind`) → 201 `{ url, fallbackUrl, width, height, kind }`. */
export const POST = imageUploadRoute("providerUser", {
  summary: "Uploads an image for an app or draft",
  description:
    "The type is read from the bytes; anything but a supported image is refused (415, SPEC §8 'unsupported file format'). The pixel limit (40 MP, logos 4 MP) is read from the header before decoding (422). Stored as resized WebP with a fallback, metadata stripped; the answer's `usage` is the provider's stored images against its quota (200 images, 500 MB; 422 beyond). Limited per address and per provider (429 with Retry-After); 503 with Retry-After while the server's image queue is full.",
  tags: ["Developer API"],
});
