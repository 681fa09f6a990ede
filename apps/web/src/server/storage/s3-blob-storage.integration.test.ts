// The S3 storage against a real S3-compatible server (s3rver, on a free loopback port with a temporary
// folder): the same contract as the local folder, and an upload through the real route handlers with
// MEDIA_STORAGE=s3 served back from the bucket.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { TDbHandle } from "@store/db/client";
import type { TUploadedImage } from "@store/domain/schemas/media";
import { NextRequest } from "next/server";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";
import { useTestDb } from "@/testing/test-db-module";
import { createS3BlobStorage, type TS3BlobStorageOptions } from "./s3-blob-storage";

const STORE = "http://localhost:3995";
const BUCKET = "store-media";
// s3rver's one account.
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const mediaDir = mkdtempSync(path.join(tmpdir(), "s3-media-local-"));
const bucketDir = mkdtempSync(path.join(tmpdir(), "s3rver-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: bucketDir,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
const { port } = await server.run();
const endpoint = `http://127.0.0.1:${port}`;
const options: TS3BlobStorageOptions = {
  bucket: BUCKET,
  region: "us-east-1",
  endpoint,
  forcePathStyle: true,
  credentials: KEYS,
};
/** The bucket as any other S3 client sees it. */
const bucket = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: KEYS });

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-s3-media-0123456");
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("MEDIA_DIR", mediaDir);
vi.stubEnv("MEDIA_STORAGE", "s3");
vi.stubEnv("S3_BUCKET", BUCKET);
vi.stubEnv("S3_ENDPOINT", endpoint);
vi.stubEnv("S3_REGION", "us-east-1");
vi.stubEnv("S3_ACCESS_KEY_ID", KEYS.accessKeyId);
vi.stubEnv("S3_SECRET_ACCESS_KEY", KEYS.secretAccessKey);
vi.stubEnv("S3_FORCE_PATH_STYLE", "true");
vi.stubEnv("RATE_LIMIT_IMAGE_UPLOADS_PER_IP", "1000/1h");
const { POST } = await import("@/app/api/developers/apps/images/route");
const { GET: GET_MEDIA } = await import("@/app/media/[...key]/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  bucket.destroy();
  await handle?.close();
  await server.close();
  for (const dir of [mediaDir, bucketDir]) rmSync(dir, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

/** Compares 300 KB in a moment, where a deep equality takes seconds. */
const sha256 = (bytes: Uint8Array | null) => (bytes ? createHash("sha256").update(bytes).digest("hex") : null);

async function objectBytes(key: string): Promise<Buffer> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

describe("createS3BlobStorage against an S3-compatible server", () => {
  const storage = createS3BlobStorage(options);

  it("gives back every byte it was given, with its content type, and nothing once deleted", async () => {
    const bytes = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), ...randomBytes(300_000)]);
    const key = "0f00ba11.png";
    await storage.put(key, bytes, "image/png");

    const stored = await storage.get(key);
    expect(stored?.byteLength).toBe(bytes.byteLength);
    expect(sha256(stored)).toBe(sha256(bytes));
    expect(sha256(await objectBytes(key))).toBe(sha256(bytes));
    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentType).toBe("image/png");
    expect(head.ContentLength).toBe(bytes.byteLength);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await objectKeys()).not.toContain(key);
  });

  it("writes a key a second time with the same bytes, as the content-hash keys do", async () => {
    const bytes = Uint8Array.from([0x00, 0xff, 0x0d, 0x0a, 0x1a, 0x80]);
    await storage.put("twice.webp", bytes, "image/webp");
    await storage.put("twice.webp", bytes, "image/webp");
    expect(await storage.get("twice.webp")).toEqual(bytes);
    await storage.delete("twice.webp");
  });

  it("finds nothing under a key never stored, and deletes one without an error", async () => {
    expect(await storage.get("never-stored.png")).toBeNull();
    await expect(storage.delete("never-stored.png")).resolves.toBeUndefined();
  });

  it("refuses the keys the local folder refuses, and stores nothing under them", async () => {
    const badKeys = ["../escape.png", "a/b.png", ".hidden", "", "a..b.png", "x".repeat(201), "a b.png", "%2e%2e"];
    for (const key of badKeys) {
      await expect(storage.put(key, Uint8Array.from([1]), "image/png"), key).rejects.toThrow(/not a storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/not a storage key/);
      expect(await storage.get(key), key).toBeNull();
    }
    const stored = await objectKeys();
    expect(stored.filter((key) => badKeys.includes(key) || key.includes("/"))).toEqual([]);
  });

  it("is refused by the server with an access key it does not know", async () => {
    // s3rver checks the key id of a SigV4 request, not its signature.
    const stranger = createS3BlobStorage({ ...options, credentials: { ...KEYS, accessKeyId: "STRANGER" } });
    await expect(stranger.put("stranger.png", Uint8Array.from([1]), "image/png")).rejects.toThrow(/Access Key Id/);
    expect(await objectKeys()).not.toContain("stranger.png");
  });
});

describe("uploads with MEDIA_STORAGE=s3", () => {
  it("keeps an uploaded image in the bucket, not in the local folder, and serves it back from there", async () => {
    const { principal } = await seedProviderWithUser(handle.db, { name: "バケットの会社" });
    const session = await openAccountSession(handle.db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 60, b: 30 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("kind", "screenshot");
    form.set("file", new File([png], "shot.png", { type: "image/png" }));
    const encoded = new Request(STORE, { method: "POST", body: form });
    const body = new Uint8Array(await encoded.arrayBuffer());
    const request = new NextRequest(`${STORE}/api/developers/apps/images`, {
      method: "POST",
      body,
      headers: {
        "accept-language": "en-us",
        "content-type": encoded.headers.get("content-type") ?? "",
        "content-length": String(body.byteLength),
        origin: STORE,
        cookie: `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`,
      },
    });
    const response = await POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(201);
    const image = (await response.json()) as TUploadedImage;
    // An opaque PNG: a WebP and a JPEG twin.
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg\.webp$/);

    const keys = [image.url, image.fallbackUrl].map((url) => url.replace(/^\/media\//, ""));
    expect(await objectKeys()).toEqual(expect.arrayContaining(keys));
    expect(readdirSync(mediaDir)).toEqual([]);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: keys[0] }));
    expect(head.ContentType).toBe("image/webp");

    for (const key of keys) {
      const served = await GET_MEDIA(new NextRequest(`${STORE}/media/${key}`), {
        params: Promise.resolve({ key: [key] }),
      } as never);
      expect(served.status, key).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(await objectBytes(key)), key).toBe(true);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        key.endsWith(".webp") ? "webp" : "jpeg",
        640,
        400,
      ]);
    }
    const missing = await GET_MEDIA(new NextRequest(`${STORE}/media/${"0".repeat(64)}.png`), {
      params: Promise.resolve({ key: [`${"0".repeat(64)}.png`] }),
    } as never);
    expect(missing.status).toBe(404);
  });
});
