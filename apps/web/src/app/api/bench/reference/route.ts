import { ZAppSummary } from "@store/domain/schemas/app";
import { zPaged } from "@store/domain/schemas/common";
import { REFERENCE_PAGE_JSON } from "@/features/platform/bench/reference-page";
import { documented } from "@/server/openapi/route-docs";

/**
 * The benchmark's reference (bench/catalog.mjs): a constant page shaped like GET /api/apps. Outside
 * route(), which opens the database and reads the session: it measures what any handler costs.
 */
export const GET = documented(
  {
    kind: "outsideRoute",
    docs: {
      summary: "The benchmark's reference: a constant page shaped like `GET /api/apps`, made without the database",
      description: "What any route handler costs on this machine; `bench/catalog.mjs` measures the catalog against it.",
      tags: ["System"],
      answers: [
        { status: 200, description: "The same page of made-up apps on every request.", schema: zPaged(ZAppSummary) },
      ],
    },
  },
  (): Response => new Response(REFERENCE_PAGE_JSON, { headers: { "content-type": "application/json" } }),
);
