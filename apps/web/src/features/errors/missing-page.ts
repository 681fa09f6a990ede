import { notFound } from "next/navigation";

/**
 * Each area's catch-all page ([...missing]): a URL no page serves answers 404 with the area's own
 * not-found screen inside the area's frame (its not-found.tsx, which also gives the title).
 * Without them Next.js shows the root not-found, which renders in the root layout only.
 */
export function MissingPage(): never {
  notFound();
}
