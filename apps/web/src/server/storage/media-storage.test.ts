import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";

describe("media storage settings", () => {
  it("keeps images in the local folder unless MEDIA_STORAGE says otherwise", () => {
    const config = parseConfig({});
    expect(config.MEDIA_STORAGE).toBe("local");
    expect(config.S3_REGION).toBe("us-east-1");
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it("takes a bucket on an S3-compatible server", () => {
    const config = parseConfig({
      MEDIA_STORAGE: "s3",
      S3_BUCKET: "store-media",
      S3_ENDPOINT: "http://minio.internal:9000",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "store",
      S3_SECRET_ACCESS_KEY: "a-secret-of-the-bucket-user",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config).toMatchObject({
      MEDIA_STORAGE: "s3",
      S3_BUCKET: "store-media",
      S3_ENDPOINT: "http://minio.internal:9000",
      S3_REGION: "eu-central-1",
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it("refuses to start with MEDIA_STORAGE=s3 and no bucket, naming the setting", () => {
    expect(() => parseConfig({ MEDIA_STORAGE: "s3" })).toThrow(/S3_BUCKET="": is required when MEDIA_STORAGE=s3/);
    expect(() => parseConfig({ MEDIA_STORAGE: "s3", S3_BUCKET: "" })).toThrow(/S3_BUCKET.*required/);
  });

  it("refuses an unknown storage, a bad bucket name or endpoint, and one key without the other", () => {
    expect(() => parseConfig({ MEDIA_STORAGE: "gcs", S3_BUCKET: "Media_Bucket", S3_ENDPOINT: "minio:9000" })).toThrow(
      /MEDIA_STORAGE="gcs"[\s\S]*S3_BUCKET="Media_Bucket"[\s\S]*S3_ENDPOINT="minio:9000"/,
    );
    expect(() => parseConfig({ MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "store" })).toThrow(
      /S3_SECRET_ACCESS_KEY="": is required with the other/,
    );
  });

  it("never repeats the secret key in its messages", () => {
    const secret = "do-not-print-this-secret-0123456789";
    const messageOf = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    };
    const badBucket = messageOf({ MEDIA_STORAGE: "s3", S3_BUCKET: "No_Good", S3_SECRET_ACCESS_KEY: secret });
    expect(badBucket).toMatch(/S3_BUCKET="No_Good"/);
    const noKeyId = messageOf({ MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_SECRET_ACCESS_KEY: secret });
    expect(noKeyId).toMatch(/S3_ACCESS_KEY_ID="": is required with the other/);
    expect([badBucket, noKeyId].join("\n")).not.toContain(secret);
  });
});
