// The ids in a preview's address (path segments and SPEC §2's query parameters). Anything but a
// plain positive integer a serial column can hold is no preview: the not-found screen, never a 500.

const MAX_SERIAL = 2_147_483_647;

/** The id a path segment or query value names, or null. A repeated query parameter is no id. */
export function parsePreviewId(raw: string | string[] | undefined): number | null {
  if (typeof raw !== "string" || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_SERIAL ? id : null;
}

/**
 * SPEC §2 preview parameters repeat the path's ids (`draft_app_id`, `app_id`): when given, they
 * must name the same ids; a page whose address disagrees with itself shows nothing.
 */
export function queryAgrees(raw: string | string[] | undefined, id: number): boolean {
  return raw === undefined || parsePreviewId(raw) === id;
}
