// SPEC §9: every cookie of the store carries one product prefix, lives at path / and is deleted
// with max-age 0.
export const COOKIE_PREFIX = "hrstore_";

export function cookieName(key: string): string {
  return `${COOKIE_PREFIX}${key}`;
}
