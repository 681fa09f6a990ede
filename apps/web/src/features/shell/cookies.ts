// SPEC §9: every cookie of the store carries one product prefix, lives at path / and is deleted
// with max-age 0.
export const COOKIE_PREFIX = "hrstore_";

export function cookieName(key: string): string {
  return `${COOKIE_PREFIX}${key}`;
}

export function readCookie(key: string): string | undefined {
  const name = `${cookieName(key)}=`;
  const entry = document.cookie.split("; ").find((c) => c.startsWith(name));
  return entry ? decodeURIComponent(entry.slice(name.length)) : undefined;
}

export function writeCookie(key: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365): void {
  const secure = location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${cookieName(key)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}

export function deleteCookie(key: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${cookieName(key)}=; path=/; max-age=0`;
}
