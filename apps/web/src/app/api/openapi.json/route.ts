import { NextResponse } from "next/server";
import { openApiDocument } from "@/features/api-docs/openapi-document";
import { route } from "@/server/route";

/** The store's API as OpenAPI 3.1, for anyone; it changes only with a release, so caches may keep it. */
export const GET = route({}, async () =>
  NextResponse.json(openApiDocument(), {
    headers: { "cache-control": "public, max-age=300, stale-while-revalidate=3600" },
  }),
);
