// A path Next.js would fail to decode, or whose decoded form carries control characters (NUL …),
// is refused before any route sees it (proxy.ts): a 400, never a 500. Pure, so it is tested alone.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Why the path cannot be served (for the log), or null when it is a well-formed path. */
export function malformedPathReason(pathname: string): string | null {
  for (const segment of pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return `malformed percent-escape in "${segment.slice(0, 80)}"`;
    }
    if (CONTROL_CHARACTER.test(decoded)) return `control character in "${segment.slice(0, 80)}"`;
  }
  return null;
}
