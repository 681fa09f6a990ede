import "server-only";

/** A path with the query's non-empty fields (the page's links keep its filters). */
export function pathWithQuery(path: string, fields: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
