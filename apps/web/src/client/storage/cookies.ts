import { cookieName } from "@store/domain/cookies";

export { COOKIE_PREFIX, cookieName } from "@store/domain/cookies";

/** document.cookie throws a SecurityError in a sandboxed frame: no cookie is read or kept there. */
function allCookies(): string {
  try {
    return document.cookie;
  } catch {
    return "";
  }
}

function setCookie(line: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
    document.cookie = line;
  } catch {
    // A sandboxed frame keeps no cookies.
  }
}

export function readCookie(key: string): string | undefined {
  const name = `${cookieName(key)}=`;
  const entry = allCookies()
    .split("; ")
    .find((c) => c.startsWith(name));
  if (!entry) return undefined;
  try {
    return decodeURIComponent(entry.slice(name.length));
  } catch {
    return undefined;
  }
}

export function writeCookie(key: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365): void {
  const secure = location.protocol === "https:" ? "; secure" : "";
  setCookie(`${cookieName(key)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`);
}

export function deleteCookie(key: string): void {
  setCookie(`${cookieName(key)}=; path=/; max-age=0`);
}
