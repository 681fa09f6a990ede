import sharp from "sharp";
import { baseURL } from "./playwright.config";
import { expect, type Page, test } from "./support/test";

type APIRequestContext = Page["request"];

// Image uploads over HTTP against the production build (issue 10): the multipart body passes the
// proxy whole (an upload of a few MB), the stored variants are served for good with nosniff, and
// refusals carry their messages. The upload field in the editor is exercised by the editor's own
// journey (it mounts ImageUploadField); this file covers the API it calls.

const UPLOAD = "/api/developers/apps/images";

async function signIn(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post("/api/developers/auth/sign_in", {
    data: { email, password: "demo-password" },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function upload(request: APIRequestContext, file: { name: string; mimeType: string; buffer: Buffer }, kind: string) {
  return request.post(UPLOAD, { multipart: { kind, file }, headers: { origin: baseURL, "accept-language": "ja" } });
}

test.describe("image uploads", () => {
  test("the editor shows the provider's stored images against the quota, and an upload moves it", async ({ page }) => {
    await signIn(page.request, "dev@harukaze-recruit.example");
    await page.goto("/developers/apps/new/draft_apps/new");
    const quota = page.locator("[data-media-quota]");
    const line = /^画像 (\d+) \/ 200 枚、[\d.]+ MB \/ 500 MB$/;
    await expect(quota).toHaveText(line);
    const before = Number(line.exec((await quota.textContent()) ?? "")?.[1]);
    await page.getByRole("button", { name: "スクリーンショットを追加" }).click();
    const png = await sharp({
      create: {
        width: 40,
        height: 30,
        channels: 3,
        background: `#${(Date.now() % 0xffffff).toString(16).padStart(6, "0")}`,
      },
    })
      .png()
      .toBuffer();
    await page
      .locator('[data-list="images"] input[type="file"]')
      .setInputFiles({ name: "s.png", mimeType: "image/png", buffer: png });
    await expect(quota).not.toContainText(`画像 ${before} / 200 枚`);
    expect(Number(line.exec((await quota.textContent()) ?? "")?.[1])).toBeGreaterThan(before);
  });

  test("a provider uploads a photo of a few MB; both variants are served immutable with nosniff", async ({
    request,
  }) => {
    await signIn(request, "dev@harukaze-recruit.example");
    // Noise does not compress: a PNG of about 3 MB, more than the proxy keeps by default.
    const noisy = await sharp({
      create: {
        width: 1100,
        height: 900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(request, { name: "screen.png", mimeType: "image/png", buffer: noisy }, "screenshot");
    expect(response.status(), await response.text()).toBe(201);
    const image = (await response.json()) as { url: string; fallbackUrl: string; width: number; height: number };
    expect(image).toMatchObject({ kind: "screenshot", width: 1100, height: 900 });
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg\.webp$/);

    for (const [url, type] of [
      [image.url, "image/webp"],
      [image.fallbackUrl, "image/jpeg"],
    ] as const) {
      const served = await request.get(url);
      expect(served.status(), url).toBe(200);
      expect(served.headers()["content-type"]).toBe(type);
      expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers()["x-content-type-options"]).toBe("nosniff");
      const metadata = await sharp(await served.body()).metadata();
      expect([metadata.width, metadata.height]).toEqual([1100, 900]);
    }
  });

  test("an SVG or a text file is refused with the unsupported-format message; over 8 MB with its own", async ({
    request,
  }) => {
    await signIn(request, "dev@kurogane-id.example");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      { name: "logo.svg", mimeType: "image/svg+xml", buffer: svg },
      { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") },
    ]) {
      const response = await upload(request, file, "logo");
      expect(response.status(), file.name).toBe(415);
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message).toBe(
        "サポートされていないファイル形式です。JPEG、PNG、WebP、GIF、AVIFの画像をアップロードしてください。",
      );
    }
    const big = Buffer.alloc(8 * 1024 * 1024 + 100 * 1024, 1);
    const tooBig = await upload(request, { name: "big.jpg", mimeType: "image/jpeg", buffer: big }, "screenshot");
    expect(tooBig.status()).toBe(413);
    expect(((await tooBig.json()) as { error: { message: string } }).error.message).toBe(
      "画像のサイズが8MBを超えています。もっと小さい画像を選んでください。",
    );
  });

  test("a visitor may not upload; unknown and tricky media paths are not found", async ({ request }) => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const refused = await upload(request, { name: "a.png", mimeType: "image/png", buffer: png }, "logo");
    expect(refused.status()).toBe(401);
    for (const path of [
      `/media/${"0".repeat(64)}.png`,
      `/media/${"0".repeat(64)}.svg`,
      "/media/..%2F..%2Fpackage.json",
      "/media/%2e%2e/%2e%2e/package.json",
      `/media/x/${"0".repeat(64)}.png`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });
});
