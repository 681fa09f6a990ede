import "server-only";
import { imageRefs, mediaNameOf, type TStoredImageFacts } from "@store/domain/pre-checks/images";
import type { TAppContent } from "@store/domain/schemas/app-content";
import sharp from "sharp";
import type { TBlobStorage } from "@/server/storage/blob-storage";

/** What a stored image is, from its own bytes: size, and pixels as the decoder reads its header. */
async function factsOf(storage: TBlobStorage, name: string): Promise<TStoredImageFacts> {
  const bytes = await storage.get(name);
  if (!bytes) return { state: "missing" };
  try {
    // Only the header is read; a file past the pixel limit is reported, not decoded.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) return { state: "unreadable" };
    return { state: "stored", bytes: bytes.byteLength, width, height };
  } catch {
    return { state: "unreadable" };
  }
}

/** The facts of every upload the content shows, by media name. */
export async function readStoredImages(
  storage: TBlobStorage,
  content: TAppContent,
): Promise<Map<string, TStoredImageFacts>> {
  const names = [...new Set(imageRefs(content).flatMap(({ url }) => mediaNameOf(url) ?? []))];
  const facts = await Promise.all(names.map(async (name) => [name, await factsOf(storage, name)] as const));
  return new Map(facts);
}
