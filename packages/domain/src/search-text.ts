// Folding for keyword search, applied the same way to stored text and to queries (issue: search
// must treat full-width/half-width, upper/lower case and hiragana/katakana as equal).

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

export function foldSearchText(input: string): string {
  const nfkc = input.normalize("NFKC").toLowerCase();
  let out = "";
  for (const ch of nfkc) {
    const cp = ch.codePointAt(0) ?? 0;
    out += cp >= KATAKANA_START && cp <= KATAKANA_END ? String.fromCodePoint(cp - KANA_OFFSET) : ch;
  }
  // Control characters (a NUL cannot even reach PostgreSQL) count as spaces.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  return out.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, " ").trim();
}

/** Splits a folded query into terms; every term must match (AND). */
export function searchTerms(query: string): string[] {
  return foldSearchText(query)
    .split(" ")
    .filter((t) => t.length > 0)
    .slice(0, 8);
}
