// NUL, or a UTF-16 surrogate without its pair: no PostgreSQL text column takes NUL, and a lone
// surrogate is not Unicode text (a mail, a log line, a JSON answer would carry it broken). Refused
// wherever input enters: route bodies, queries and path parameters (validation.ts), page queries
// (proxy.ts, page.ts). Pure and small, so the proxy can load it.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
const UNUSABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnusableText(text: string): boolean {
  return UNUSABLE_TEXT.test(text);
}

/** The names of a query's parameters whose name or value has unusable text (`_` for a bad name). */
export function unusableQueryFields(query: URLSearchParams): string[] {
  const fields = [...query]
    .filter(([name, value]) => hasUnusableText(name) || hasUnusableText(value))
    .map(([name]) => (hasUnusableText(name) ? "_" : name));
  return [...new Set(fields)];
}
