import { REFERENCE_PAGE_JSON } from "@/features/bench/reference-page";

/**
 * The benchmark's reference (bench/catalog.mjs): a constant page shaped like GET /api/apps. Outside
 * route(), which opens the database and reads the session: it measures what any handler costs.
 */
export function GET(): Response {
  return new Response(REFERENCE_PAGE_JSON, { headers: { "content-type": "application/json" } });
}
