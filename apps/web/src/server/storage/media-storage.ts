import "server-only";
import path from "node:path";
import { findRepoRoot } from "@store/db/client";
import { config } from "../config";
import { createLocalBlobStorage, type TBlobStorage } from "./blob-storage";

/** The folder of uploaded images: MEDIA_DIR, else `media` beside the embedded database's folder. */
export function mediaDir(): string {
  const { MEDIA_DIR, DATA_DIR } = config();
  const root = findRepoRoot();
  if (MEDIA_DIR) return path.resolve(/*turbopackIgnore: true*/ root, MEDIA_DIR);
  const dataDir = path.resolve(/*turbopackIgnore: true*/ root, DATA_DIR ?? path.join(".data", "pglite"));
  return path.join(path.dirname(dataDir), "media");
}

/** The store's storage of uploaded images, from configuration. */
export function mediaStorage(): TBlobStorage {
  return createLocalBlobStorage(mediaDir());
}
