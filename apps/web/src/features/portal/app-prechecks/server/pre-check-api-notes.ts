// What the API description says of a pre-check report, for the provider's run and the operator's.

export const PRE_CHECK_REPORT_NOTE =
  "One result per rule (`requiredFields`, `textLimits`, `links`, `images`, `embeds`, `plans`, `markup`), each `passed`, `warning` or `failed` with findings `{ path, outcome, code, values }`; the report's outcome is the worst. Links are fetched with HEAD (GET when refused), 5 s each, redirects followed up to 3 hops, never to private or loopback addresses; a link that does not answer is a warning.";
