import "server-only";
import { AppError } from "@store/domain/errors";
import {
  IMAGE_LIMITS,
  IMAGE_MAX_PIXELS,
  IMAGE_OUTPUTS,
  sniffImageType,
  type TImageInputType,
  type TImageKind,
} from "@store/domain/schemas/media";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { imageQueue, type TImageQueue } from "./image-queue";

// One libvips thread per image and no operation cache: with one decode at a time (image-queue.ts)
// an upload uses one core and no memory once it is done, whatever else the process serves.
sharp.concurrency(1);
sharp.cache(false);

/** One uploaded image as the store keeps it: a WebP and its PNG or JPEG twin, metadata gone. */
export type TProcessedImage = {
  webp: Uint8Array;
  fallback: Uint8Array;
  fallbackType: "png" | "jpg";
  width: number;
  height: number;
};

const MEGABYTES = IMAGE_LIMITS.maxBytes / (1024 * 1024);

export function unsupportedFormat(why: string): AppError {
  return new AppError("UNSUPPORTED_MEDIA_TYPE", `not an accepted image: ${why}`, {
    userMessage: { key: "media.errors.unsupportedFormat" },
  });
}

export function tooManyBytes(bytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `an image of ${bytes} bytes is over the limit`, {
    userMessage: { key: "media.errors.tooLarge", values: { megabytes: MEGABYTES } },
  });
}

function tooManyPixels(width: number, height: number, kind: TImageKind): AppError {
  return new AppError("UNPROCESSABLE", `a ${kind} of ${width}x${height} pixels is over the limit`, {
    userMessage: { key: "media.errors.tooManyPixels", values: { megapixels: IMAGE_MAX_PIXELS[kind] / 1_000_000 } },
  });
}

// Only the first frame of an animation; never more pixels than the kind's limit, whatever the header says.
const inputOf = (kind: TImageKind): SharpOptions => ({
  limitInputPixels: IMAGE_MAX_PIXELS[kind],
  failOn: "error",
  pages: 1,
  animated: false,
});

/** What the decoder reads the bytes as, in the names of the accepted types. */
function decodedType(metadata: Metadata): TImageInputType | null {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : null;
  const format = metadata.format as string;
  return ["jpeg", "png", "webp", "gif"].includes(format) ? (format as TImageInputType) : null;
}

/** The header's word on the image; nothing is decoded yet, so the pixel limit is checked after. */
async function readMetadata(bytes: Uint8Array): Promise<Metadata> {
  try {
    // metadata() reads the header only (libvips' header load); no pixel is decoded here.
    return await sharp(bytes, { failOn: "error", pages: 1, animated: false, limitInputPixels: false }).metadata();
  } catch (error) {
    throw unsupportedFormat(`the decoder cannot read it (${(error as Error).message})`);
  }
}

/**
 * Checks an upload and makes the variants of its kind: the type from the bytes (a first look at
 * the signature, so no other decoder, SVG's above all, ever runs; then the decoder must agree), the
 * byte and pixel limits from the header, all before a pixel is decoded. Then, in the process's
 * image queue: decoded once, rotated by EXIF, every piece of metadata (EXIF, GPS, XMP, ICC)
 * stripped, resized to the kind's size, and encoded twice from the small result. PNG is the
 * fallback of images with transparency and of logos, JPEG of the others.
 */
export async function processImage(
  bytes: Uint8Array,
  kind: TImageKind,
  queue: TImageQueue = imageQueue(),
): Promise<TProcessedImage> {
  if (bytes.byteLength > IMAGE_LIMITS.maxBytes) throw tooManyBytes(bytes.byteLength);
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw unsupportedFormat("its first bytes are no accepted image type");
  const metadata = await readMetadata(bytes);
  const decoded = decodedType(metadata);
  if (decoded !== sniffed) throw unsupportedFormat(`announced ${sniffed}, decoded as ${metadata.format}`);
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width * height > IMAGE_MAX_PIXELS[kind]) throw tooManyPixels(width, height, kind);
  if (width === 0 || height === 0) throw unsupportedFormat("no size");
  const transparent = kind === "logo" || metadata.hasAlpha === true;
  return queue.run(() => makeVariants(bytes, kind, transparent));
}

async function makeVariants(bytes: Uint8Array, kind: TImageKind, transparent: boolean): Promise<TProcessedImage> {
  const output = IMAGE_OUTPUTS[kind];
  try {
    const resized = sharp(bytes, inputOf(kind))
      .autoOrient()
      .resize({
        width: output.width,
        height: output.height,
        fit: output.fit,
        withoutEnlargement: output.fit === "inside",
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      });
    const { data, info } = await (transparent ? resized.ensureAlpha() : resized.flatten({ background: "#ffffff" }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const webp = await raw().webp({ quality: 82, alphaQuality: 90 }).toBuffer();
    const fallback = transparent
      ? await raw().png({ compressionLevel: 9 }).toBuffer()
      : await raw().jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return {
      webp: new Uint8Array(webp),
      fallback: new Uint8Array(fallback),
      fallbackType: transparent ? "png" : "jpg",
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw unsupportedFormat(`the decoder failed on it (${(error as Error).message})`);
  }
}
