// Plain-text fields with a length limit (SPEC §5: text areas show the remaining characters and
// the count over the limit). One counting rule for the form's counter and the server's check.

/** Characters as a reader counts them: code points, so an emoji or a rare kanji counts once. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

export type TTextLimitState = { count: number; max: number; remaining: number; over: number };

/** How much of a limit a text uses: what remains, or by how much it is over. */
export function textLimitState(text: string, max: number): TTextLimitState {
  const count = countCharacters(text);
  return { count, max, remaining: Math.max(0, max - count), over: Math.max(0, count - max) };
}

// Control characters (C0, C1) and the Unicode line and paragraph separators.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/gu;

/**
 * The plain-text form of what a person typed: one kind of line break (LF), no control
 * characters, no space around it; a single-line field has no line breaks at all. Never HTML:
 * the store shows these texts as text.
 */
export function toPlainText(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const unified = value
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_CHARACTERS, (character) => (character === "\n" || character === "\t" ? character : ""));
  const lines = multiline ? unified : unified.replace(/[\n\t]+/g, " ");
  return lines.trim();
}

/** Whether a text holds something that reads as an HTML tag (`<b>`, `</p>`, `<img …>`, `<!-- `). */
export function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][^<>]*>|<!--/i.test(value);
}
