import "server-only";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import { operation, type THttpMethod } from "./operation";
import type { TApiContract, THandlerDocs } from "./route-docs";

// A route file's exported handlers, read as OpenAPI operations: a route() handler by its options
// (`routeOptions`), any other by the documentation documented() attached. A handler with neither
// is an error, so an undocumented route cannot reach the document silently.

export type TDocumentedOperation = { path: string; method: THttpMethod; operation: ZodOpenApiOperationObject };

/** `/api/apps/[code]` → `/api/apps/{code}`. */
function openApiPath(pattern: string): string {
  return pattern.replace(/\[([^\]]+)\]/g, "{$1}");
}

function docsOf(handler: unknown): THandlerDocs | null {
  const carried = handler as { routeOptions?: TApiContract; apiDocs?: THandlerDocs };
  if (carried.routeOptions) return { kind: "contract", contract: carried.routeOptions };
  return carried.apiDocs ?? null;
}

/** The operations one exported method of the route file at `pattern` (its App Router URL pattern) answers. */
export function handlerOperations(pattern: string, method: THttpMethod, handler: unknown): TDocumentedOperation[] {
  const docs = docsOf(handler);
  if (!docs) throw new Error(`${method.toUpperCase()} ${pattern} carries no documentation (route() or documented())`);
  if (docs.kind === "catchAll") {
    // The same handler is exported for each method: each export answers the operations of its method.
    return Object.entries(docs.paths).flatMap(([path, methods]) => {
      const spec = methods[method as "get" | "post"];
      return spec ? [{ path, method, operation: operation(method, { viaRoute: false, contract: spec }, pattern) }] : [];
    });
  }
  const served =
    docs.kind === "contract"
      ? ({ viaRoute: true, contract: docs.contract } as const)
      : ({ viaRoute: false, contract: docs.docs } as const);
  const catchAll = served.contract.catchAllPath;
  return [
    {
      path: catchAll?.path ?? openApiPath(pattern),
      method,
      operation: operation(method, served, catchAll ? pattern : undefined),
    },
  ];
}
