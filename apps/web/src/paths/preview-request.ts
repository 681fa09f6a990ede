// Which requests show a preview (SPEC §2 preview routes), read by proxy.ts (headers), the store's
// frame (no analytics) and the client tracking (no views): previews are never cached, indexed or
// counted. Pure, so the browser and the server decide alike.

/** The query parameter of the public-route previews, `/apps/{code}?preview_app_id={draftId}`. */
export const PUBLIC_PREVIEW_PARAM = "preview_app_id";

const DEVELOPER_PREVIEW_PATH = /^\/developers\/apps\/[^/]+\/(?:edit\/)?draft_apps\/(?:[^/]+\/)?preview\/?$/;
const PUBLIC_APP_PATH = /^\/apps\/[^/]+(?:\/contact)?\/?$/;

export function isPreviewRequest(pathname: string, search: URLSearchParams): boolean {
  if (DEVELOPER_PREVIEW_PATH.test(pathname)) return true;
  return PUBLIC_APP_PATH.test(pathname) && search.has(PUBLIC_PREVIEW_PARAM);
}
