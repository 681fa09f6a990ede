import { notFound } from "next/navigation";

// Each area's catch-all page ([...missing]): a URL no page serves answers 404 with the area's own
// not-found screen inside the area's frame. Without them Next.js shows the root not-found, which
// renders in the root layout only.

/**
 * The page's head is not found either, so Next.js takes it from the area's not-found file (a
 * browser gets the head streamed: a page's own metadata would be used even though it is a 404).
 */
export function missingPageMetadata(): never {
  notFound();
}

export function MissingPage(): never {
  notFound();
}
