import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. Keys are content hashes chosen by the caller, so the bytes under a key
 * never change (a second `put` of a key writes the same bytes). A bucket behind the S3 API stands in
 * for the local folder by setting (`MEDIA_STORAGE=s3`, s3-blob-storage.ts).
 */
export type TBlobStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes of a key; a key with none is no error. */
  delete(key: string): Promise<void>;
};

/** Keys are one plain file name: no folders, no dots in front, nothing a path could climb out with. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Whether a key is one every storage accepts; `get` of any other key finds nothing. */
export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

/** The key itself, or an error for one no storage accepts (`put` and `delete` refuse it). */
export function storageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

function fileOf(dir: string, key: string): string {
  return path.join(/*turbopackIgnore: true*/ dir, storageKey(key));
}

/** Files in one local folder (the default: `media` beside the embedded database). */
export function createLocalBlobStorage(dir: string): TBlobStorage {
  return {
    async put(key, bytes) {
      const file = fileOf(dir, key);
      await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file, and two writers of one key
      // (the same bytes) both end with a whole file.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, bytes, { flag: "wx" });
      try {
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return new Uint8Array(await readFile(fileOf(dir, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(dir, key), { force: true });
    },
  };
}
