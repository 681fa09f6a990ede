import "server-only";
import path from "node:path";
import { findRepoRoot } from "@store/db/client";
import { config, type TConfig } from "../config";
import { createLocalBlobStorage, type TBlobStorage } from "./blob-storage";
import type { TS3BlobStorageOptions } from "./s3-blob-storage";

/** The folder of uploaded images: MEDIA_DIR, else `media` beside the embedded database's folder. */
export function mediaDir(): string {
  const { MEDIA_DIR, DATA_DIR } = config();
  const root = findRepoRoot();
  if (MEDIA_DIR) return path.resolve(/*turbopackIgnore: true*/ root, MEDIA_DIR);
  const dataDir = path.resolve(/*turbopackIgnore: true*/ root, DATA_DIR ?? path.join(".data", "pglite"));
  return path.join(path.dirname(dataDir), "media");
}

function s3Options(settings: TConfig): TS3BlobStorageOptions {
  const { S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = settings;
  // parseConfig refuses MEDIA_STORAGE=s3 without a bucket, and one of the two keys without the other.
  if (!S3_BUCKET) throw new Error("MEDIA_STORAGE=s3 needs S3_BUCKET");
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint: S3_ENDPOINT,
    forcePathStyle: S3_FORCE_PATH_STYLE,
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/**
 * The bucket, its SDK loaded on first use: a store that keeps its images in the local folder never
 * loads it (some 20 MB of a process's memory).
 */
function bucketStorage(options: TS3BlobStorageOptions): TBlobStorage {
  let storage: Promise<TBlobStorage> | undefined;
  const bucket = () => {
    storage ??= import("./s3-blob-storage").then(({ createS3BlobStorage }) => createS3BlobStorage(options));
    return storage;
  };
  return {
    put: async (key, bytes, contentType) => (await bucket()).put(key, bytes, contentType),
    get: async (key) => (await bucket()).get(key),
    delete: async (key) => (await bucket()).delete(key),
  };
}

let bucketOfProcess: TBlobStorage | undefined;

/** The store's storage of uploaded images, from configuration: MEDIA_STORAGE. */
export function mediaStorage(): TBlobStorage {
  const settings = config();
  if (settings.MEDIA_STORAGE === "local") return createLocalBlobStorage(mediaDir());
  // One client for the process: it keeps its connections to the bucket open between requests.
  bucketOfProcess ??= bucketStorage(s3Options(settings));
  return bucketOfProcess;
}
