import "server-only";
import { ZAppSummary } from "@store/domain/schemas/app";
import { ZClientLog } from "@store/domain/schemas/client-log";
import { zPaged } from "@store/domain/schemas/common";
import { z } from "zod";
import type { TPathSpecs } from "./operation";

// What keeps the store running and described: health checks, the benchmark's reference, the
// browser's beacon log, the generated images of the demo catalog, and this document itself.

const SYSTEM = ["System"];
const IMAGES = "/img/[...path]";

function image(summary: string, mediaType: string) {
  return {
    summary,
    tags: ["Images"],
    viaRoute: false,
    route: IMAGES,
    answers: [
      { status: 200 as const, description: "The image, cacheable for a day.", mediaType },
      { status: 404 as const, description: "No such image (plain text).", mediaType: "text/plain" },
    ],
  };
}

export const SYSTEM_PATHS: TPathSpecs = {
  "/api/health": {
    get: {
      summary: "Liveness: 200 while the process serves requests",
      tags: SYSTEM,
      viaRoute: false,
      answers: [{ status: 200, description: '`{ status: "ok" }`.' }],
    },
  },
  "/api/health/ready": {
    get: {
      summary: "Readiness: 200 once the database answers, 503 while it does not",
      tags: SYSTEM,
      answers: [{ status: 200, description: '`{ status: "ready" }`.' }],
    },
  },
  "/api/bench/reference": {
    get: {
      summary: "The benchmark's reference: a constant page shaped like `GET /api/apps`, made without the database",
      description: "What any route handler costs on this machine; `bench/catalog.mjs` measures the catalog against it.",
      tags: SYSTEM,
      viaRoute: false,
      answers: [
        { status: 200, description: "The same page of made-up apps on every request.", schema: zPaged(ZAppSummary) },
      ],
    },
  },
  "/_log": {
    post: {
      summary: "The browser's beacon log (SPEC §7)",
      tags: SYSTEM,
      body: ZClientLog,
      rateLimited: true,
      answers: [{ status: 204, description: "Logged." }],
    },
  },
  "/api/openapi.json": {
    get: {
      summary: "This document: the store's API as OpenAPI 3.1",
      tags: SYSTEM,
      answers: [{ status: 200, description: "The OpenAPI document.", schema: z.record(z.string(), z.unknown()) }],
    },
  },
  "/img/apps/{code}/{image}": {
    get: {
      ...image(
        "An app's generated image: `logo.svg`, `lineup.svg`, `screen-{n}.svg`, or its `document_cover.png`",
        "image/svg+xml",
      ),
      params: z.object({ code: z.string(), image: z.string() }),
    },
  },
  "/img/banners/{banner}": {
    get: {
      ...image(
        "A generated banner, `{seed}.svg`, with headline `t` and subline `s` (cut to 40 and 60 characters)",
        "image/svg+xml",
      ),
      params: z.object({ banner: z.string() }),
      query: z.object({ t: z.string().optional(), s: z.string().optional() }),
    },
  },
  "/img/og/home.svg": { get: image("The home page's share image", "image/svg+xml") },
  "/media/{name}": {
    get: {
      summary: "An uploaded image variant (`{sha256}.{png|jpg}.webp` and its fallback `{sha256}.{png|jpg}`), immutable",
      tags: ["Images"],
      viaRoute: false,
      route: "/media/[...key]",
      params: z.object({ name: z.string() }),
      answers: [
        { status: 200, description: "The image, cacheable for a year (`immutable`, `nosniff`).", mediaType: "image/*" },
        { status: 404, description: "No such image.", mediaType: "text/plain" },
      ],
    },
  },
};
