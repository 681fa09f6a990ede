import { findAppNameByCode } from "@store/db/queries/apps";
import { findRequestableDocument } from "@store/db/queries/document-requests";
import { bannerSvg, homeIllustrationSvg, logoSvg, screenshotSvg } from "@/features/media/svg-art";
import { config } from "@/server/config";
import { getDb } from "@/server/db";

const SVG_HEADERS = {
  "content-type": "image/svg+xml; charset=utf-8",
  "cache-control": "public, max-age=86400",
  "x-content-type-options": "nosniff",
};

/**
 * Generated images of the demo catalog:
 * /img/apps/{code}/logo.svg, /img/apps/{code}/lineup.svg, /img/apps/{code}/screen-{n}.svg,
 * /img/banners/{seed}.svg?t=headline&s=subline, /img/og/home.svg; and the document cover of the
 * document-request dialog, /img/apps/{code}/document_cover.png (SPEC §2), which leads to the app's
 * document eyecatch image, or is drawn when the app has none.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
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
    const eyecatch = document.documentEyecatchUrl;
    if (eyecatch && !eyecatch.endsWith("/document_cover.png")) {
      return Response.redirect(new URL(eyecatch, config().BASE_URL), 302);
    }
    return svg(screenshotSvg(`${a}-document`, document.name, 496, 280));
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

function svg(body: string): Response {
  return new Response(body, { headers: SVG_HEADERS });
}
