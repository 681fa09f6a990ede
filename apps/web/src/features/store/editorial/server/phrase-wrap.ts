/**
 * Breaks headings between phrases, not inside words (Chromium's auto-phrase for Japanese), and
 * balances their lines. Put on the root of a view.
 */
export const HEADINGS_WRAP_BY_PHRASE =
  "[&_:is(h1,h2,h3,h4)]:[word-break:auto-phrase] [&_:is(h1,h2,h3,h4)]:[text-wrap:balance]";
