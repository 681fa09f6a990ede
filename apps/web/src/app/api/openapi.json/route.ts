import { NextResponse } from "next/server";
import { z } from "zod";
import { openApiDocument } from "@/app/api/openapi-document";
import { route } from "@/server/http/route";

/**
 * The store's API as OpenAPI 3.1, for anyone; it changes only with a release, so caches may keep it.
 * Made from every route file (app/api/api-routes.ts) and this one.
 */
export const GET = route(
  {
    summary: "This document: the store's API as OpenAPI 3.1",
    tags: ["System"],
    answers: [{ status: 200, description: "The OpenAPI document.", schema: z.record(z.string(), z.unknown()) }],
  },
  // Typed: the handler names GET, whose type is inferred from it.
  async (): Promise<NextResponse> =>
    NextResponse.json(openApiDocument({ GET }), {
      headers: { "cache-control": "public, max-age=300, stale-while-revalidate=3600" },
    }),
);
