// The document cover of the document-request dialog through the real route: whatever URL a
// provider sets as the eyecatch, the answer is an image of the store's own, never a redirect.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3997";
const UPLOAD = `/media/${"ab".repeat(32)}.png`;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("MEDIA_DIR", await mkdtemp(path.join(tmpdir(), "cover-media-")));
const { GET } = await import("@/app/img/[...path]/route");
const { mediaStorage } = await import("@/server/storage/media-storage");

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  await mediaStorage().put(UPLOAD.slice("/media/".length), PNG, "image/png");
  const provider = await seedProvider(handle.db, { name: "表紙の会社", email: "cover@img.test.example" });
  const covers: [string, string | null][] = [
    ["cover-offsite", "https://evil.test.example/phish.png"],
    ["cover-protocol", "//evil.test.example/phish.png"],
    ["cover-absolute-own", `${STORE}${UPLOAD}`],
    ["cover-upload", UPLOAD],
    ["cover-missing", `/media/${"cd".repeat(32)}.png`],
    ["cover-other-path", "/api/developers/auth/sign_out"],
    ["cover-none", null],
  ];
  for (const [code, documentEyecatchUrl] of covers) {
    await seedApp(handle.db, {
      appProviderId: provider.id,
      integrationType: "install",
      code,
      name: `表紙 ${code}`,
      documentUrl: "https://provider.test.example/doc.pdf",
      documentEyecatchUrl,
    });
  }
});

afterAll(async () => {
  await handle?.close();
});

function cover(code: string) {
  const request = new Request(new URL(`/img/apps/${code}/document_cover.png`, STORE));
  return GET(request, { params: Promise.resolve({ path: ["apps", code, "document_cover.png"] }) });
}

describe("GET /img/apps/{code}/document_cover.png", () => {
  it.each(["cover-offsite", "cover-protocol", "cover-missing", "cover-other-path", "cover-none"])(
    "%s: the drawn cover, never a redirect",
    async (code) => {
      const response = await cover(code);
      expect(response.status).toBe(200);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(await response.text()).toContain("<svg");
    },
  );

  it.each(["cover-upload", "cover-absolute-own"])("%s: the stored upload's own bytes", async (code) => {
    const response = await cover(code);
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });
});
