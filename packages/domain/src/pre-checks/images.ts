// Images must be the store's own media that exist and are within IMAGE_LIMITS (alt texts are
// submission issues: submission-issues.ts puts them under this rule too).
import type { TAppContent } from "../schemas/app-content";
import { IMAGE_LIMITS, isMediaName, MEDIA_PATH_PREFIX } from "../schemas/media";
import type { TPreCheckFinding } from "../schemas/pre-check";
import { failed, type TFindingPath, warning } from "./draft-checks-input";

/** The image fields of content with their URLs (empty ones left out). */
export function imageRefs(content: TAppContent): { path: TFindingPath; url: string }[] {
  const refs: { path: TFindingPath; url: string | null }[] = [
    { path: ["logoImage"], url: content.logoImage },
    { path: ["lineupImage"], url: content.lineupImage },
    { path: ["thumbnailImage"], url: content.thumbnailImage },
    { path: ["documentEyecatchUrl"], url: content.documentEyecatchUrl },
    { path: ["connection", "image"], url: content.connection?.image ?? null },
    ...content.images.map((image, i) => ({ path: ["images", i, "url"], url: image.url })),
    ...content.usages.map((usage, i) => ({
      path: ["usages", i, "imageUrl"],
      url: usage.embedType === "image" ? usage.imageUrl : null,
    })),
    ...content.features.map((feature, i) => ({ path: ["features", i, "imageUrl"], url: feature.imageUrl })),
  ];
  return refs.flatMap(({ path, url }) => (url?.trim() ? [{ path, url: url.trim() }] : []));
}

/**
 * Where an image comes from: an upload (`/media/<hash>…`), the store's generated demo art
 * (`/img/…`), another path of the store, a picture elsewhere, or not a link at all.
 */
export type TImageSource = "media" | "storeArt" | "storePath" | "external" | "notALink";

export function imageSourceOf(url: string): TImageSource {
  if (url.startsWith(MEDIA_PATH_PREFIX)) return "media";
  if (url.startsWith("/img/")) return "storeArt";
  if (url.startsWith("/") && !url.startsWith("//")) return "storePath";
  return /^https?:\/\//i.test(url) ? "external" : "notALink";
}

/** The media name of an upload URL (`/media/<hash>.png.webp` → `<hash>.png.webp`), or null. */
export function mediaNameOf(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH_PREFIX)) return null;
  const name = url.slice(MEDIA_PATH_PREFIX.length);
  return isMediaName(name) ? name : null;
}

/** What the store's storage says of a stored image. */
export type TStoredImageFacts =
  | { state: "missing" }
  | { state: "unreadable" }
  | { state: "stored"; bytes: number; width: number; height: number };

/** Findings from each image's source and, for uploads, the stored file's facts (keyed by media name). */
export function imageFindings(
  content: TAppContent,
  stored: ReadonlyMap<string, TStoredImageFacts>,
): TPreCheckFinding[] {
  const findings: TPreCheckFinding[] = [];
  for (const { path, url } of imageRefs(content)) {
    const source = imageSourceOf(url);
    if (source === "external") findings.push(warning(path, "imageExternal", { url }));
    else if (source === "storePath") findings.push(failed(path, "imageMissing", { url }));
    if (source !== "media") continue;
    const name = mediaNameOf(url);
    const facts: TStoredImageFacts = (name && stored.get(name)) || { state: "missing" };
    if (facts.state === "missing") findings.push(failed(path, "imageMissing", { url }));
    else if (facts.state === "unreadable") findings.push(failed(path, "imageUnreadable", { url }));
    else {
      if (facts.bytes > IMAGE_LIMITS.maxBytes)
        findings.push(failed(path, "imageTooLarge", { bytes: facts.bytes, maximum: IMAGE_LIMITS.maxBytes }));
      if (facts.width * facts.height > IMAGE_LIMITS.maxPixels)
        findings.push(
          failed(path, "imageTooManyPixels", {
            width: facts.width,
            height: facts.height,
            maximum: IMAGE_LIMITS.maxPixels,
          }),
        );
    }
  }
  return findings;
}
