import "server-only";
import { ZAppSummary } from "@store/domain/schemas/app";
import { ZClientLog } from "@store/domain/schemas/client-log";
import { zPaged } from "@store/domain/schemas/common";
import { z } from "zod";
import { ZReleaseNote } from "@/features/release-notes/read-release-notes";
import type { TPathSpecs } from "./operation";

// What keeps the store running and described: health checks, the benchmark's reference, the
// browser's beacon log, error reporting and metrics, the parent service's release notes, the
// generated images of the demo catalog, and this document itself.

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
  "/monitoring": {
    post: {
      summary: "The same-origin tunnel of browsers' error and performance envelopes (SPEC §7)",
      description:
        "Only while `SENTRY_DSN` is set (404 otherwise). Forwards a Sentry envelope of at most 1 MB to the configured DSN's host and project, and refuses one for any other (403).",
      tags: SYSTEM,
      origin: "required",
      errors: ["NOT_FOUND", "PAYLOAD_TOO_LARGE"],
      answers: [
        {
          status: 200,
          description: "Forwarded; a refusal of the reporting service comes back as 429 or 502.",
          mediaType: "application/x-sentry-envelope",
        },
      ],
    },
  },
  "/metrics": {
    get: {
      summary: "Prometheus metrics: request latency and errors, job queue, mail, rate limits, parent-service calls",
      description:
        "Only for a scraper sending `Authorization: Bearer` with `METRICS_TOKEN`; refused for everyone while that setting is unset.",
      tags: SYSTEM,
      errors: ["UNAUTHENTICATED"],
      answers: [{ status: 200, description: "The metrics, in Prometheus' text format.", mediaType: "text/plain" }],
    },
  },
  "/api/release_notes": {
    get: {
      summary: "The parent service's release notes, newest first, for the header's panel (SPEC §2)",
      description: "Read from the parent service with a 3 s timeout; 503 when it fails or is slower (SPEC §8).",
      tags: SYSTEM,
      answers: [
        { status: 200, description: "The release notes.", schema: z.object({ releaseNotes: z.array(ZReleaseNote) }) },
      ],
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
