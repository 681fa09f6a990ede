import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it, vi } from "vitest";
import {
  appFiles,
  discoverRouteHandlers,
  exportedMethods,
  HTTP_METHODS,
  type TRouteKey,
  urlPattern,
} from "@/security/testing/route-inventory";
import { apiPaths, OPENAPI_VERSION, openApiDocument as documentOf, registeredRoutes } from "./openapi-document";
import * as documentRoute from "./openapi.json/route";

// The document imports every route file, and some read the configuration as they load: Vitest sets
// BASE_URL to "/" (Vite's base path), which the store's configuration rightly refuses.
vi.hoisted(() => {
  process.env.BASE_URL = "http://localhost:3000";
});

/** The document as its route serves it. */
const openApiDocument = () => documentOf(documentRoute);

type TResponse = { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> };
type TOperation = { "x-route"?: string; responses?: Record<string, TResponse>; security?: unknown[] };

/** Every route handler's method on disk, read from the route files (the security suite imports and calls them). */
function routesOnDisk(): TRouteKey[] {
  return appFiles("route.ts").flatMap((file) =>
    exportedMethods(file).map((method): TRouteKey => `${method} ${urlPattern(file)}`),
  );
}

/** Every operation of the document as "METHOD /app-router/[pattern]", with its OpenAPI path. */
function documentedRoutes(): { key: TRouteKey; path: string; operation: TOperation }[] {
  const paths = (openApiDocument().paths ?? {}) as Record<string, Record<string, TOperation>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method.toLowerCase()]).map((method) => {
      const operation = item[method.toLowerCase()] as TOperation;
      const pattern = operation["x-route"] ?? path.replace(/\{([^}]+)\}/g, "[$1]");
      return { key: `${method} ${pattern}` as TRouteKey, path, operation };
    }),
  );
}

async function validate(document: object) {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document) as Record<string, unknown>);
  return { ...result, validator };
}

describe("the route registry", () => {
  it("holds every route handler on disk, the very functions the route files export", async () => {
    const onDisk = await discoverRouteHandlers();
    const registered = registeredRoutes(documentRoute).flatMap(({ pattern, handlers }) =>
      HTTP_METHODS.filter((method) => typeof handlers[method] === "function").map((method) => ({
        key: `${method} ${pattern}` as TRouteKey,
        handler: handlers[method],
      })),
    );
    expect(registered.map((route) => route.key).sort(), "registered, against the route files").toEqual(
      onDisk.map((route) => route.key).sort(),
    );
    for (const route of onDisk) {
      expect(registered.find((entry) => entry.key === route.key)?.handler, route.key).toBe(route.handler);
    }
  });

  it("refuses a handler that carries no documentation", () => {
    const undocumented = { pattern: "/api/undocumented", handlers: { GET: () => new Response() } };
    expect(() => apiPaths([undocumented])).toThrow(/GET \/api\/undocumented carries no documentation/);
  });
});

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document whose every $ref resolves", async () => {
    const { valid, errors, validator } = await validate(openApiDocument());
    expect(errors).toBeUndefined();
    expect(valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(openApiDocument().openapi).toBe(OPENAPI_VERSION);
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it("would be refused by the validator when broken (the check above can fail)", async () => {
    const broken = { ...openApiDocument(), paths: { "/api/apps": { get: { responses: { 200: {} } } } } };
    expect((await validate(broken)).valid).toBe(false);
  });

  it("describes exactly the route handlers and methods on disk, nothing more and nothing less", () => {
    const onDisk = routesOnDisk();
    expect(onDisk).toContain("GET /api/openapi.json");
    const documented = [...new Set(documentedRoutes().map((route) => route.key))];
    expect(
      onDisk.filter((key) => !documented.includes(key)),
      "route handlers the document lacks",
    ).toEqual([]);
    expect(
      documented.filter((key) => !onDisk.includes(key)),
      "documented routes without a handler on disk",
    ).toEqual([]);
  });

  it("serves a catch-all's documented paths under its folder", () => {
    for (const { path, operation } of documentedRoutes()) {
      const route = operation["x-route"];
      if (route === undefined) continue;
      expect(route, path).toMatch(/\[\.\.\.[^\]]+\]$/);
      expect(path.startsWith(route.replace(/\[\.\.\.[^\]]+\]$/, "")), `${path} under ${route}`).toBe(true);
    }
  });

  it("names the cookie of each audience and gives every operation its error answers in the one error shape", () => {
    const document = openApiDocument();
    const schemes = document.components?.securitySchemes as Record<string, { in: string; name: string }>;
    expect(Object.values(schemes).map((scheme) => `${scheme.in}:${scheme.name}`)).toEqual([
      "cookie:hrstore_session",
      "cookie:hrstore_developer_session",
      "cookie:hrstore_ops_session",
    ]);
    const schemas = (document.components?.schemas ?? {}) as Record<string, { properties?: Record<string, unknown> }>;
    const errorBody = schemas.ErrorBody;
    expect(Object.keys(errorBody?.properties ?? {})).toEqual(["error"]);
    for (const { key, operation } of documentedRoutes()) {
      const responses = Object.entries(operation.responses ?? {});
      expect(
        responses.some(([status]) => /^[23]/.test(status)),
        `${key} has a success answer`,
      ).toBe(true);
      // The liveness check and the benchmark's reference answer from outside route() and have nothing to refuse.
      if (key !== "GET /api/health" && key !== "GET /api/bench/reference") {
        expect(
          responses.some(([status]) => /^[45]/.test(status)),
          `${key} has error answers`,
        ).toBe(true);
      }
      for (const [status, response] of responses.filter(([s]) => /^[45]/.test(s))) {
        const json = response.content?.["application/json"]?.schema;
        if (!json) continue;
        const shape = json.$ref ?? Object.keys(json.properties ?? {}).join();
        expect(shape, `${key} ${status}`).toMatch(/^(#\/components\/schemas\/ErrorBody|error)$/);
      }
    }
  });

  it("asks the developer API for the developer session and the tenant admin's for the tenant session", () => {
    const security = Object.fromEntries(documentedRoutes().map((route) => [route.key, route.operation.security]));
    expect(security["GET /api/developers/app_providers/me"]).toEqual([{ developerSession: [] }]);
    expect(security["PATCH /api/developers/experimental/draft_apps/[id]"]).toEqual([{ developerSession: [] }]);
    expect(security["GET /api/tenant_admin/apps"]).toEqual([{ tenantSession: [] }]);
    expect(security["POST /api/ops/provider_user_invitations"]).toEqual([{ operatorSession: [] }]);
    expect(security["GET /api/apps"]).toBeUndefined();
  });
});
