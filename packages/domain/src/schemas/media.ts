import { z } from "zod";

// Images providers upload for their listings (issue 10) and operators for editorial content
// (issue 11): what each kind becomes, what is accepted,
// and the URLs the store serves them under. Pure: the sharp pipeline (apps/web features/platform/media)
// and the upload field in the browser read the same numbers.

export const IMAGE_KINDS = [
  "logo",
  "lineup",
  "screenshot",
  "usage",
  "feature",
  "thumbnail",
  "connection",
  "banner",
] as const;
export const ZImageKind = z.enum(IMAGE_KINDS);
export type TImageKind = z.infer<typeof ZImageKind>;

/**
 * The output of each kind. `cover`: exactly this size, cropped to fill (lineup 1200x630 is the
 * size social cards use); `contain`: the whole image inside a square, padded transparent (a logo
 * is never cropped); `inside`: scaled down to fit, never up.
 */
export type TImageOutput = { width: number; height: number; fit: "cover" | "contain" | "inside" };

export const IMAGE_OUTPUTS: Record<TImageKind, TImageOutput> = {
  logo: { width: 512, height: 512, fit: "contain" },
  lineup: { width: 1200, height: 630, fit: "cover" },
  thumbnail: { width: 1280, height: 720, fit: "cover" },
  screenshot: { width: 1600, height: 3200, fit: "inside" },
  usage: { width: 1600, height: 3200, fit: "inside" },
  feature: { width: 1600, height: 3200, fit: "inside" },
  connection: { width: 1600, height: 3200, fit: "inside" },
  /** Editorial banners and heroes (specials, campaigns, cases, pick-up and top links): 3 to 1. */
  banner: { width: 1200, height: 400, fit: "cover" },
};

export const IMAGE_LIMITS = {
  /** The largest file accepted. */
  maxBytes: 8 * 1024 * 1024,
  /**
   * The most pixels an image may have (width × height), read from its header before anything is
   * decoded: a 165 KB PNG can decode to 40 MP, 160 MB of memory. 40 MP keeps a camera's photo or a
   * 5K screen's screenshot acceptable.
   */
  maxPixels: 40_000_000,
} as const;

/**
 * The pixel limit of each kind. A logo becomes 512x512: 4 MP (2000x2000) is four times what it
 * needs, so a logo can cost a tenth of the decoding a photo may. The others are shown up to
 * 1600x3200 and keep the general limit.
 */
export const IMAGE_MAX_PIXELS: Record<TImageKind, number> = {
  logo: 4_000_000,
  lineup: IMAGE_LIMITS.maxPixels,
  thumbnail: IMAGE_LIMITS.maxPixels,
  screenshot: IMAGE_LIMITS.maxPixels,
  usage: IMAGE_LIMITS.maxPixels,
  feature: IMAGE_LIMITS.maxPixels,
  connection: IMAGE_LIMITS.maxPixels,
  banner: IMAGE_LIMITS.maxPixels,
};

/**
 * What one provider may keep stored (uploads no draft or app uses count until they are removed).
 * A rich listing holds about 30 images, at most some 1 MB each as stored (WebP and its twin);
 * 200 images and 500 MB leave room for several apps and their drafts, and bound what one account
 * can make the store keep.
 */
export const MEDIA_QUOTA = { maxImages: 200, maxBytes: 500 * 1024 * 1024 } as const;

/**
 * How long an upload no draft or app names is kept: a day covers an editing session left open
 * overnight, after which the cleanup removes it and frees the quota.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** A provider's stored uploads against MEDIA_QUOTA, as the draft editor shows them. */
export const ZMediaUsage = z.object({
  count: z.number().int(),
  bytes: z.number().int(),
  maxImages: z.number().int(),
  maxBytes: z.number().int(),
});
export type TMediaUsage = z.infer<typeof ZMediaUsage>;

/**
 * The largest upload request: the file plus room for the multipart framing and the `kind` field.
 * Beyond it the request is refused before it is read whole.
 */
export const IMAGE_UPLOAD_BODY_LIMIT_BYTES = IMAGE_LIMITS.maxBytes + 64 * 1024;

/** The input types accepted, by what their bytes say. SVG is not among them: it can carry scripts. */
export const IMAGE_INPUT_TYPES = ["jpeg", "png", "webp", "gif", "avif"] as const;
export type TImageInputType = (typeof IMAGE_INPUT_TYPES)[number];

/** What the file picker offers; the server decides by the bytes, never by this. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type the first bytes of a file announce, or null for anything else (SVG, text, PDF …).
 * A cheap first gate before any decoder sees the bytes; the decoder's own reading must agree.
 */
export function sniffImageType(bytes: Uint8Array): TImageInputType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // ISO-BMFF: a `ftyp` box whose major brand is AVIF (still image or sequence).
  if (
    startsWith(bytes, ascii("ftyp"), 4) &&
    (startsWith(bytes, ascii("avif"), 8) || startsWith(bytes, ascii("avis"), 8))
  )
    return "avif";
  return null;
}

/** Stored image names: a content hash, the fallback's type, and `.webp` for the WebP variant. */
const MEDIA_NAME = /^[0-9a-f]{64}\.(png|jpg)(\.webp)?$/;

export const MEDIA_PATH_PREFIX = "/media/";

/** Whether `name` (the part after /media/) can be a stored image; anything else is not found. */
export function isMediaName(name: string): boolean {
  return MEDIA_NAME.test(name);
}

/** The content type a stored image is served with, from its name. */
export function mediaContentType(name: string): "image/webp" | "image/png" | "image/jpeg" {
  if (name.endsWith(".webp")) return "image/webp";
  return name.endsWith(".png") ? "image/png" : "image/jpeg";
}

/**
 * The PNG or JPEG twin of an uploaded WebP URL (`/media/<hash>.png.webp` → `/media/<hash>.png`),
 * for browsers without WebP; null for any other URL (seeded images, external ones).
 */
export function fallbackUrlOf(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH_PREFIX)) return null;
  const name = url.slice(MEDIA_PATH_PREFIX.length);
  return isMediaName(name) && name.endsWith(".webp") ? url.slice(0, -".webp".length) : null;
}

/** The answer of POST /api/developers/apps/images: `url` is the WebP variant. */
export const ZUploadedImage = z.object({
  url: z.string(),
  fallbackUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  kind: ZImageKind,
  /** A provider's stored uploads after this one, against the quota (absent for operators). */
  usage: ZMediaUsage.optional(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

/** The multipart fields of an upload: the file and what it is for. */
export const ZUploadImageRequest = z.object({
  kind: ZImageKind,
  file: z.file(),
});
export type TUploadImageRequest = z.infer<typeof ZUploadImageRequest>;
