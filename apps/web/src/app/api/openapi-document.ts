import "server-only";
import { ZErrorBody } from "@store/domain/error-body";
import { ZAppDetail, ZAppSummary } from "@store/domain/schemas/app";
import { ZAppContent } from "@store/domain/schemas/app-content";
import { ZAppContentPatch } from "@store/domain/schemas/app-content-patch";
import { ZDraftApp, ZOwnApp } from "@store/domain/schemas/draft-app";
import { ZPreCheckReport } from "@store/domain/schemas/pre-check";
import { createDocument, type oas31, type ZodOpenApiPathsObject } from "zod-openapi";
import { API_TAGS } from "@/server/openapi/api-tags";
import { handlerOperations } from "@/server/openapi/handler-operations";
import { SECURITY_SCHEMES, type THttpMethod } from "@/server/openapi/operation";
import { API_ROUTES, type TRouteModule } from "./api-routes";

export const OPENAPI_VERSION = "3.1.0";

/** The route that serves the document: it is not in API_ROUTES (it imports them), it adds itself. */
const DOCUMENT_ROUTE = "/api/openapi.json";

/** Every route file: the registry's, and the document's own route with its handlers. */
export function registeredRoutes(documentHandlers: Record<string, unknown>): readonly TRouteModule[] {
  return [...API_ROUTES, { pattern: DOCUMENT_ROUTE, handlers: documentHandlers }];
}

const METHODS: readonly THttpMethod[] = ["get", "post", "put", "patch", "delete"];

/** The path items of the route files, each operation read from the handler that serves it. */
export function apiPaths(routes: readonly TRouteModule[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const { pattern, handlers } of routes) {
    for (const method of METHODS) {
      const handler = handlers[method.toUpperCase()];
      if (typeof handler !== "function") continue;
      for (const found of handlerOperations(pattern, method, handler)) {
        paths[found.path] = { ...paths[found.path], [found.method]: found.operation };
      }
    }
  }
  return Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
}

let built: oas31.OpenAPIObject | undefined;

/**
 * The store's API as an OpenAPI 3.1 document, generated from the route handlers themselves: their
 * route() options (or documented()) and the zod schemas they parse with and answer in
 * (ARCHITECTURE.md, API description). `documentHandlers`: the exports of the route that serves it.
 * Built once per process.
 */
export function openApiDocument(documentHandlers: Record<string, unknown>): oas31.OpenAPIObject {
  built ??= createDocument({
    openapi: OPENAPI_VERSION,
    info: {
      title: "HR Suite App Store API",
      version: "1.0.0",
      description:
        "JSON in camelCase. Every error answers `{ error: { code, message, items?, details? } }` (`ErrorBody`) with the statuses of SPEC §8; `message` is in the caller's language (cookie, then Accept-Language). Writes with a session cookie must come from the store's own pages (Origin).",
    },
    tags: API_TAGS.map((tag) => ({ ...tag })),
    paths: apiPaths(registeredRoutes(documentHandlers)),
    components: {
      schemas: {
        ErrorBody: ZErrorBody,
        AppSummary: ZAppSummary,
        AppDetail: ZAppDetail,
        AppContent: ZAppContent,
        AppContentPatch: ZAppContentPatch,
        DraftApp: ZDraftApp,
        OwnApp: ZOwnApp,
        PreCheckReport: ZPreCheckReport,
      },
      securitySchemes: SECURITY_SCHEMES,
    },
  });
  return built;
}
