import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { isStorageKey, storageKey, type TBlobStorage } from "./blob-storage";

export type TS3BlobStorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2...); AWS's own endpoint for the region when unset. */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Keys of the bucket's user; the SDK's own chain (AWS_* variables, instance role...) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** A missing object: S3 says NoSuchKey; some compatible servers only answer 404. */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
}

/**
 * Objects in one bucket behind the S3 API, under the same keys as the local folder's file names, each
 * with its content type. The SDK's error messages name the bucket and key, never the credentials.
 */
export function createS3BlobStorage(options: TS3BlobStorageOptions): TBlobStorage {
  const { bucket, ...clientOptions } = options;
  const client = new S3Client({
    ...clientOptions,
    // A bucket that stops answering fails the request instead of holding it for good.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: storageKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        // S3 answers a delete of a missing object with success already; a compatible server may not.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: storageKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
