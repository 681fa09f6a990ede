// The pieces the list's search index is made of (issue 12). Stored text and queries are folded
// first (search-text.ts); an app's grams are every distinct one- and two-character piece of its
// folded search text, so any term of one character, or any two neighbouring characters of a
// longer term, can be looked up in a GIN index. The index only narrows the candidates: the
// folded text itself still decides what matches, exactly as before the index existed.

/** Every distinct one- and two-character piece of folded text, never across white space. */
export function searchGrams(folded: string): string[] {
  const grams = new Set<string>();
  for (const word of folded.split(/\s+/)) {
    const chars = Array.from(word);
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i] as string;
      grams.add(ch);
      const next = chars[i + 1];
      if (next !== undefined) grams.add(ch + next);
    }
  }
  return [...grams];
}

/** The grams an app must have to contain a folded term (which holds no white space). */
export function termGrams(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add((chars[i] as string) + (chars[i + 1] as string));
  return [...grams];
}

/**
 * Marks a gram of an app's name or its reading (the name lines of its search text), stored next to
 * the plain grams: "the term occurs in the name" is then an index lookup too, so the best-ranked
 * apps of a term many apps hold are found without ranking all of them. A gram never holds white
 * space, so a tagged gram never equals a plain one.
 */
export const NAME_GRAM_TAG = "\n";

/** The name-tagged grams of folded name text. */
export function nameGrams(folded: string): string[] {
  return searchGrams(folded).map((gram) => NAME_GRAM_TAG + gram);
}

/** The name-tagged grams an app must have to hold a folded term in its name lines. */
export function termNameGrams(term: string): string[] {
  return termGrams(term).map((gram) => NAME_GRAM_TAG + gram);
}
