import { findAppNameByCode } from "@store/db/queries/app-page";
import { findRequestableDocument } from "@store/db/queries/document-requests";
import { isMediaName, MEDIA_PATH_PREFIX, mediaContentType } from "@store/domain/schemas/media";
import { z } from "zod";
import { bannerSvg, homeIllustrationSvg, logoSvg, screenshotSvg } from "@/features/platform/media/svg-art";
import { config } from "@/server/config";
import { getDb } from "@/server/db";
import { mediaStorage } from "@/server/storage/media-storage";
import { documented, type TOutsideRouteDocs } from "@/server/openapi/route-docs";

const SVG_HEADERS = {
  "content-type": "image/svg+xml; charset=utf-8",
  "cache-control": "public, max-age=86400",
  "x-content-type-options": "nosniff",
};

/** An image path's documentation: what it is, in which media type. */
function image(summary: string, mediaType: string): TOutsideRouteDocs {
  return {
    summary,
    tags: ["Images"],
    answers: [
      { status: 200, description: "The image, cacheable for a day.", mediaType },
      { status: 404, description: "No such image (plain text).", mediaType: "text/plain" },
    ],
  };
}

const IMAGE_PATHS = {
  "/img/apps/{code}/{image}": {
    get: {
      ...image(
        "An app's generated image: `logo.svg`, `lineup.svg`, `screen-{n}.svg`, or its `document_cover.png`",
        "image/svg+xml",
      ),
      params: z.object({ code: z.string(), image: z.string() }),
    },
  },
  "/img/banners/{banner}": {
    get: {
      ...image(
        "A generated banner, `{seed}.svg`, with headline `t` and subline `s` (cut to 40 and 60 characters)",
        "image/svg+xml",
      ),
      params: z.object({ banner: z.string() }),
      query: z.object({ t: z.string().optional(), s: z.string().optional() }),
    },
  },
  "/img/og/home.svg": { get: image("The home page's share image", "image/svg+xml") },
};

export const GET = documented({ kind: "catchAll", paths: IMAGE_PATHS }, serveImage);

/**
 * Generated images of the demo catalog:
 * /img/apps/{code}/logo.svg, /img/apps/{code}/lineup.svg, /img/apps/{code}/screen-{n}.svg,
 * /img/banners/{seed}.svg?t=headline&s=subline, /img/og/home.svg; and the document cover of the
 * document-request dialog, /img/apps/{code}/document_cover.png (SPEC §2): the app's document
 * eyecatch when it is one of the store's own images, else a drawn cover. It never redirects: a
 * provider sets the eyecatch URL, and a redirect would send the store's visitors wherever it says.
 */
async function serveImage(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const search = new URL(request.url).searchParams;
  const [kind, a, b] = path;
  if (kind === "og" && a === "home.svg") return svg(homeIllustrationSvg(config().STORE_NAME));
  if (kind === "banners" && a?.endsWith(".svg")) {
    return svg(bannerSvg(a, (search.get("t") ?? "").slice(0, 40), (search.get("s") ?? "").slice(0, 60)));
  }
  if (kind === "apps" && a && b === "document_cover.png") {
    const document = await findRequestableDocument(await getDb(), a);
    if (!document) return new Response("not found", { status: 404 });
    return (
      (await ownCover(a, document.documentEyecatchUrl)) ?? svg(screenshotSvg(`${a}-document`, document.name, 496, 280))
    );
  }
  if (kind === "apps" && a && b) {
    const name = await findAppNameByCode(await getDb(), a);
    if (!name) return new Response("not found", { status: 404 });
    if (b === "logo.svg") return svg(logoSvg(a, name));
    if (b === "lineup.svg") return svg(bannerSvg(a, name, "", 1200, 400));
    const screen = /^screen-(\d{1,2})\.svg$/.exec(b);
    if (screen) return svg(screenshotSvg(`${a}${screen[1]}`, name));
  }
  return new Response("not found", { status: 404 });
}

/**
 * The eyecatch's bytes when it names an image the store itself holds: an upload on this origin
 * (`/media/{hash}.png`) or one of this app's drawn screens. Anything else (another site, another
 * app's picture, a missing file) is null and the cover is drawn.
 */
async function ownCover(code: string, eyecatch: string | null): Promise<Response | null> {
  if (!eyecatch) return null;
  const base = new URL(config().BASE_URL);
  let url: URL;
  try {
    url = new URL(eyecatch, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  if (url.pathname.startsWith(MEDIA_PATH_PREFIX)) {
    const name = url.pathname.slice(MEDIA_PATH_PREFIX.length);
    const bytes = isMediaName(name) ? await mediaStorage().get(name) : null;
    if (!bytes) return null;
    return new Response(Buffer.from(bytes), {
      headers: { ...SVG_HEADERS, "content-type": mediaContentType(name), "content-length": String(bytes.byteLength) },
    });
  }
  const screen = /^\/img\/apps\/([^/]+)\/screen-(\d{1,2})\.svg$/.exec(url.pathname);
  if (screen?.[1] !== encodeURIComponent(code)) return null;
  const name = await findAppNameByCode(await getDb(), code);
  return name ? svg(screenshotSvg(`${code}${screen[2]}`, name)) : null;
}

function svg(body: string): Response {
  return new Response(body, { headers: SVG_HEADERS });
}
