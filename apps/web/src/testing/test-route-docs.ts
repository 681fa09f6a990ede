import type { TRouteDocs } from "@/server/openapi/route-docs";

/** The documentation route() requires, for a route a test makes up: no route file serves it. */
export const TEST_ROUTE_DOCS = {
  summary: "A route made up by a test",
  tags: ["System"],
  answers: [],
} as const satisfies TRouteDocs;
