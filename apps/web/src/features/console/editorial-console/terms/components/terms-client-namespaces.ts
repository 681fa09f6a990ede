import type { TAreaClientNamespace } from "@/i18n/client-messages";

/** The terms pages' client parts: the one editorial form (its words and refusals) and the terms' own words. */
export const TERMS_CLIENT_NAMESPACES: readonly TAreaClientNamespace[] = [
  "opsEditorial",
  "media",
  "validation",
  "opsTerms",
];
