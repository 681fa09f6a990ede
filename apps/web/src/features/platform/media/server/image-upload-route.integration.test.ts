// POST /api/developers/apps/images and GET /media/{name} through the real route handlers, with real
// images made by sharp here: the type comes from the bytes, limits refuse with their own messages,
// metadata (EXIF GPS) is gone from what is stored, and the stored variants are served for good.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TDbHandle } from "@store/db/client";
import type { TUploadedImage } from "@store/domain/schemas/media";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { draftApps, jobs, mediaUploads } from "@store/db/schema/index";
import { eq, sql } from "drizzle-orm";
import { seedMinimalDraft, seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3996";
const UPLOAD = "/api/developers/apps/images";
const mediaDir = mkdtempSync(path.join(tmpdir(), "image-upload-"));

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-image-uploads-0123");
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("MEDIA_DIR", mediaDir);
vi.stubEnv("RATE_LIMIT_IMAGE_UPLOADS_PER_IP", "1000/1h");
vi.stubEnv("RATE_LIMIT_IMAGE_UPLOADS_PER_PROVIDER", "40/1h");
const { POST } = await import("@/app/api/developers/apps/images/route");
const { GET: GET_MEDIA } = await import("@/app/media/[...key]/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");
const { seedOperator } = await import("@store/db/seed/accounts");
const { recordMediaUpload, mediaUsageOf } = await import("@store/db/queries/media-uploads");
const { createImageQueue, imageQueue } = await import("./image-queue");
const { removeUnusedUploads } = await import("./remove-unused-uploads");
const { createLocalBlobStorage } = await import("@/server/storage/blob-storage");

let handle: TDbHandle;
const cookies = { provider: "", operator: "" };

/** A provider of its own with a signed-in user: its session cookie and id. */
async function otherProvider(name: string): Promise<{ cookie: string; appProviderId: number }> {
  const { principal } = await seedProviderWithUser(handle.db, { name });
  const session = await openAccountSession(handle.db, {
    audience: "providerUser",
    accountId: principal.providerUserId,
    userAgent: "test",
    ipAddress: null,
  });
  return { cookie: `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`, appProviderId: principal.appProviderId };
}

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const { principal } = await seedProviderWithUser(handle.db, { name: "画像の会社" });
  const providerSession = await openAccountSession(handle.db, {
    audience: "providerUser",
    accountId: principal.providerUserId,
    userAgent: "test",
    ipAddress: null,
  });
  cookies.provider = `${ACCOUNT_SESSION_COOKIE.providerUser}=${providerSession.token}`;
  const operator = await seedOperator(handle.db, {
    name: "運営",
    email: "ops-images@store.example",
    passwordHash: "x",
  });
  const operatorSession = await openAccountSession(handle.db, {
    audience: "operator",
    accountId: operator.id,
    userAgent: "test",
    ipAddress: null,
  });
  cookies.operator = `${ACCOUNT_SESSION_COOKIE.operator}=${operatorSession.token}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

const noParams = { params: Promise.resolve({}) };

type TUpload = { bytes: Uint8Array | string; name: string; type: string; kind?: string };

function multipart({ bytes, name, type, kind = "screenshot" }: TUpload): FormData {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name, { type }));
  return form;
}

async function uploadRequest(form: FormData, init: { cookie?: string; locale?: string; origin?: string | null } = {}) {
  // Encoded as a browser would send it: a multipart body with its boundary and length.
  const encoded = new Request(STORE, { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = new Headers({
    "accept-language": init.locale ?? "en-us",
    "content-type": encoded.headers.get("content-type") ?? "",
    "content-length": String(body.byteLength),
  });
  if (init.origin !== null) headers.set("origin", init.origin ?? STORE);
  headers.set("cookie", init.cookie ?? cookies.provider);
  return new NextRequest(`${STORE}${UPLOAD}`, { method: "POST", headers, body });
}

async function upload(file: TUpload, init: { cookie?: string; locale?: string; origin?: string | null } = {}) {
  const response = await POST(await uploadRequest(multipart(file), init), noParams);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function serve(pathname: string) {
  const key = pathname.replace(/^\/media\//, "").split("/");
  return GET_MEDIA(new NextRequest(`${STORE}${pathname}`), { params: Promise.resolve({ key }) } as never);
}

async function fetchImage(url: string): Promise<{ bytes: Buffer; response: Response }> {
  const response = await serve(url);
  expect(response.status, url).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

describe("POST /api/developers/apps/images", () => {
  it("turns a JPEG into a WebP and a JPEG of the kind's size, with EXIF and GPS gone and the rotation applied", async () => {
    // 2000x1000 as stored, EXIF orientation 6 (turn 90° clockwise to view), with a GPS position.
    const jpeg = await photo(2000, 1000)
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "SecretCam" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "35/1 41/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "139/1 41/1 0/1",
        },
      })
      .jpeg()
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(jpeg.includes("SecretCam")).toBe(true);
    const { status, json } = await upload({ bytes: jpeg, name: "photo.jpg", type: "image/jpeg", kind: "screenshot" });
    expect(status).toBe(201);
    const image = json as TUploadedImage;
    expect(image).toMatchObject({ kind: "screenshot", width: 1000, height: 2000 });
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg\.webp$/);
    expect(image.fallbackUrl).toBe(image.url.replace(/\.webp$/, ""));

    const webp = await fetchImage(image.url);
    const fallback = await fetchImage(image.fallbackUrl);
    for (const [variant, format] of [
      [webp, "webp"],
      [fallback, "jpeg"],
    ] as const) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe(format);
      expect([metadata.width, metadata.height]).toEqual([1000, 2000]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(variant.bytes.includes("SecretCam")).toBe(false);
    }
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect(fallback.response.headers.get("content-type")).toBe("image/jpeg");
    for (const { response } of [webp, fallback]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("keeps transparency: a PNG with alpha gets a PNG fallback; a logo fits a 512 square uncropped", async () => {
    const png = await sharp({
      create: { width: 900, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { status, json } = await upload({ bytes: png, name: "logo.png", type: "image/png", kind: "logo" });
    expect(status).toBe(201);
    const image = json as TUploadedImage;
    expect(image).toMatchObject({ kind: "logo", width: 512, height: 512 });
    expect(image.fallbackUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const fallback = await sharp((await fetchImage(image.fallbackUrl)).bytes).metadata();
    expect(fallback).toMatchObject({ format: "png", hasAlpha: true, width: 512, height: 512 });
    const files = readdirSync(mediaDir);
    expect(files).toEqual(expect.arrayContaining([path.basename(image.url), path.basename(image.fallbackUrl)]));
  });

  it("takes GIF and AVIF, and crops lineup and thumbnail images to their sizes", async () => {
    const gif = await photo(1600, 1000).gif().toBuffer();
    const { status, json } = await upload({ bytes: gif, name: "lineup.gif", type: "image/gif", kind: "lineup" });
    expect(status).toBe(201);
    expect(json).toMatchObject({ kind: "lineup", width: 1200, height: 630 });
    const avif = await photo(640, 360).avif().toBuffer();
    const fromAvif = await upload({ bytes: avif, name: "thumb.avif", type: "image/avif", kind: "thumbnail" });
    expect(fromAvif.status).toBe(201);
    expect(fromAvif.json).toMatchObject({ kind: "thumbnail", width: 1280, height: 720 });
  });

  it("refuses what is not an accepted image by its bytes, whatever its name and type say", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const tiff = await photo(20, 20).tiff().toBuffer();
    for (const file of [
      { bytes: "just some text, not a picture", name: "notes.png", type: "image/png" },
      { bytes: svg, name: "logo.svg", type: "image/svg+xml" },
      { bytes: svg, name: "logo.png", type: "image/png" },
      { bytes: tiff, name: "scan.tiff", type: "image/tiff" },
      // A PNG signature in front of garbage: the decoder has the last word.
      {
        bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
        name: "x.png",
        type: "image/png",
      },
    ]) {
      const { status, json } = await upload(file);
      expect(status, file.name).toBe(415);
      expect((json as { error: { message: string } }).error.message).toBe(
        "This file format is not supported. Please upload a JPEG, PNG, WebP, GIF or AVIF image.",
      );
    }
    const inJapanese = await upload({ bytes: svg, name: "logo.svg", type: "image/svg+xml" }, { locale: "ja" });
    expect((inJapanese.json as { error: { message: string } }).error.message).toMatch(
      /サポートされていないファイル形式/,
    );
  });

  it("refuses an image of more than 40 megapixels, however small its file, from its header before decoding", async () => {
    const huge = await photo(8000, 5001).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.byteLength).toBeLessThan(8 * 1024 * 1024);
    const decodesBefore = imageQueue().started;
    const { status, json } = await upload({ bytes: huge, name: "huge.png", type: "image/png" });
    expect(status).toBe(422);
    expect((json as { error: { message: string } }).error.message).toBe(
      "The image has more than 40 million pixels. Please choose a smaller one.",
    );
    expect(imageQueue().started).toBe(decodesBefore);
  });

  it("refuses a logo of more than 4 megapixels, which a screenshot may have", async () => {
    const big = await photo(2500, 2000).png().toBuffer();
    const decodesBefore = imageQueue().started;
    const logo = await upload({ bytes: big, name: "logo.png", type: "image/png", kind: "logo" });
    expect(logo.status).toBe(422);
    expect((logo.json as { error: { message: string } }).error.message).toBe(
      "The image has more than 4 million pixels. Please choose a smaller one.",
    );
    expect(imageQueue().started).toBe(decodesBefore);
    const screenshot = await upload({ bytes: big, name: "shot.png", type: "image/png", kind: "screenshot" });
    expect(screenshot.status).toBe(201);
    expect(imageQueue().started).toBe(decodesBefore + 1);
  });

  it("refuses more than 8 MB with its message, from the declared length before reading the body", async () => {
    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const { status, json } = await upload({ bytes: big, name: "big.jpg", type: "image/jpeg" });
    expect(status).toBe(413);
    expect((json as { error: { message: string } }).error.message).toBe(
      "The image is larger than 8 MB. Please choose a smaller one.",
    );
    // A declared length over the limit is refused without a byte of the body read.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new NextRequest(`${STORE}${UPLOAD}`, {
      method: "POST",
      headers: {
        origin: STORE,
        cookie: cookies.provider,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(20 * 1024 * 1024),
      },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await POST(request, noParams);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("names the missing or wrong fields (422), and takes only multipart (415)", async () => {
    const form = new FormData();
    form.set("kind", "poster");
    form.set("file", "not a file");
    const response = await POST(await uploadRequest(form), noParams);
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { items: Record<string, string[]> } };
    expect(Object.keys(error.items).sort()).toEqual(["file", "kind"]);
    const json = new NextRequest(`${STORE}${UPLOAD}`, {
      method: "POST",
      headers: { origin: STORE, cookie: cookies.provider, "content-type": "application/json" },
      body: "{}",
    });
    expect((await POST(json, noParams)).status).toBe(415);
  });

  it("is for signed-in provider users from the store's own pages only", async () => {
    const png = await photo(10, 10).png().toBuffer();
    const file = { bytes: png, name: "a.png", type: "image/png" };
    expect((await upload(file, { cookie: "" })).status).toBe(401);
    expect((await upload(file, { cookie: cookies.operator })).status).toBe(401);
    expect((await upload(file, { origin: "https://evil.example" })).status).toBe(403);
    expect((await upload(file, { origin: null })).status).toBe(403);
  });
});

describe("a provider's uploads: quota, limits and cleanup", () => {
  const png = () => photo(16, 16).png().toBuffer();

  it("answers the provider's usage with each upload, and refuses past the quota of 200 images (422)", async () => {
    const provider = await otherProvider("上限の会社");
    const first = await upload({ bytes: await png(), name: "a.png", type: "image/png" }, { cookie: provider.cookie });
    expect(first.status).toBe(201);
    expect(first.json.usage).toEqual({
      count: 1,
      bytes: expect.any(Number),
      maxImages: 200,
      maxBytes: 500 * 1024 * 1024,
    });
    for (let i = 1; i < 200; i++)
      await recordMediaUpload(handle.db, {
        appProviderId: provider.appProviderId,
        name: `${i}.png`,
        bytes: 10,
        now: new Date(),
      });
    const decodesBefore = imageQueue().started;
    const refused = await upload({ bytes: await png(), name: "b.png", type: "image/png" }, { cookie: provider.cookie });
    expect(refused.status).toBe(422);
    expect((refused.json as { error: { message: string } }).error.message).toBe(
      "You have reached the storage limit of 200 images or 500 MB. Images that no draft or app uses are removed after 24 hours.",
    );
    expect(imageQueue().started).toBe(decodesBefore);
    // Another provider's quota is its own.
    const other = await otherProvider("別の会社");
    expect(
      (await upload({ bytes: await png(), name: "c.png", type: "image/png" }, { cookie: other.cookie })).status,
    ).toBe(201);
  });

  it("refuses past 500 MB stored, in the viewer's language", async () => {
    const provider = await otherProvider("容量の会社");
    await recordMediaUpload(handle.db, {
      appProviderId: provider.appProviderId,
      name: "full.png",
      bytes: 500 * 1024 * 1024 - 10,
      now: new Date(),
    });
    const refused = await upload(
      { bytes: await png(), name: "a.png", type: "image/png" },
      { cookie: provider.cookie, locale: "ja" },
    );
    expect(refused.status).toBe(422);
    expect((refused.json as { error: { message: string } }).error.message).toMatch(
      /保存できる画像の上限（200枚または500 MB）/,
    );
    expect(await mediaUsageOf(handle.db, provider.appProviderId)).toEqual({ count: 1, bytes: 500 * 1024 * 1024 - 10 });
  });

  it("limits uploads per provider: 429 with Retry-After, whatever the address", async () => {
    const provider = await otherProvider("連投の会社");
    const file = { bytes: "not an image", name: "x.png", type: "image/png" };
    for (let i = 0; i < 40; i++) expect((await upload(file, { cookie: provider.cookie })).status).toBe(415);
    const response = await POST(await uploadRequest(multipart(file), { cookie: provider.cookie }), noParams);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another provider from the same address is not held back.
    const other = await otherProvider("隣の会社");
    expect((await upload(file, { cookie: other.cookie })).status).toBe(415);
  });

  it("answers 503 with Retry-After at once while the image queue is full, storing nothing", async () => {
    const provider = await otherProvider("混雑の会社");
    const state = globalThis as unknown as { storeImageQueue?: unknown };
    const queue = state.storeImageQueue;
    state.storeImageQueue = createImageQueue({ concurrency: 0, maxWaiting: 0, retryAfterSeconds: 10 });
    try {
      const response = await POST(
        await uploadRequest(multipart({ bytes: await png(), name: "a.png", type: "image/png" }), {
          cookie: provider.cookie,
        }),
        noParams,
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("10");
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        "Many images are being processed right now. Please try again in a few seconds.",
      );
    } finally {
      state.storeImageQueue = queue;
    }
    expect(await mediaUsageOf(handle.db, provider.appProviderId)).toEqual({ count: 0, bytes: 0 });
  });

  it("removes only the uploads no draft names once a day has passed, files and quota both", async () => {
    const provider = await otherProvider("掃除の会社");
    const storage = createLocalBlobStorage(mediaDir);
    const uploaded: TUploadedImage[] = [];
    for (const color of [10, 20, 30]) {
      const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: color, g: 0, b: 0 } } })
        .png()
        .toBuffer();
      const { json } = await upload({ bytes, name: "a.png", type: "image/png" }, { cookie: provider.cookie });
      uploaded.push(json as TUploadedImage);
    }
    const [used, unused, fresh] = uploaded as [TUploadedImage, TUploadedImage, TUploadedImage];
    await seedMinimalDraft(handle.db, {
      appId: null,
      appProviderId: provider.appProviderId,
      name: "掃除",
      code: "cleanup",
    });
    await handle.db
      .update(draftApps)
      .set({ content: sql`jsonb_set(${draftApps.content}, '{logoImage}', to_jsonb(${used.url}::text))` })
      .where(eq(draftApps.appProviderId, provider.appProviderId));
    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
    for (const image of [used, unused])
      await handle.db
        .update(mediaUploads)
        .set({ uploadedAt: twoDaysAgo })
        .where(eq(mediaUploads.name, image.fallbackUrl.replace("/media/", "")));
    // Each upload queued the cleanup that runs after its grace period: no cron needed.
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.kind, "removeUnusedUploads"));
    expect(job?.runAt.getTime()).toBeGreaterThan(now.getTime() + 24 * 60 * 60 * 1000);

    const removed = await removeUnusedUploads(handle.db, storage, now);
    expect(removed).toEqual([unused.fallbackUrl.replace("/media/", "")]);
    expect((await serve(unused.url)).status).toBe(404);
    expect((await serve(unused.fallbackUrl)).status).toBe(404);
    for (const kept of [used, fresh]) {
      expect((await serve(kept.url)).status).toBe(200);
      expect((await serve(kept.fallbackUrl)).status).toBe(200);
    }
    expect((await mediaUsageOf(handle.db, provider.appProviderId)).count).toBe(2);
    expect(await removeUnusedUploads(handle.db, storage, now)).toEqual([]);
  });
});

describe("GET /media/{name}", () => {
  it("answers 404 for unknown names and for anything that is not a stored image's name", async () => {
    const unknown = `/media/${"0".repeat(64)}.png`;
    expect((await serve(unknown)).status).toBe(404);
    for (const key of [
      [".."],
      ["..", "..", "etc", "passwd"],
      [`${"a".repeat(64)}.png`, "x"],
      [`..%2F${"a".repeat(64)}.png`],
      [`${"a".repeat(63)}/.png`],
      [`${"a".repeat(64)}.svg`],
    ]) {
      const response = await GET_MEDIA(new NextRequest(`${STORE}/media/x`), {
        params: Promise.resolve({ key }),
      } as never);
      expect(response.status, key.join("/")).toBe(404);
    }
    // NUL is refused by the request pipeline for every route, before any name is looked at.
    const nul = await GET_MEDIA(new NextRequest(`${STORE}/media/x`), {
      params: Promise.resolve({ key: [`${"a".repeat(64)}.png\u0000`] }),
    } as never);
    expect(nul.status).toBe(400);
  });
});
