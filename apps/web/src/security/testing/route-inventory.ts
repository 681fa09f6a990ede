// Every route handler of the App Router, found on disk, so a security table cannot forget one: a
// new route.ts or a new exported method shows up here and a test that lacks a row for it fails.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type THttpMethod = (typeof HTTP_METHODS)[number];

/** "METHOD /pattern", e.g. `DELETE /api/tenant_admin/apps/[code]`. */
export type TRouteKey = `${THttpMethod} ${string}`;

export type TRouteHandler = {
  key: TRouteKey;
  method: THttpMethod;
  /** The URL pattern with Next's dynamic segments as written in the folders, e.g. `/img/[...path]`. */
  pattern: string;
  /** Path of route.ts relative to the app folder. */
  file: string;
  handler: (...args: never[]) => unknown;
};

export const APP_DIR = fileURLToPath(new URL("../../app", import.meta.url));

function findFiles(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findFiles(full, name);
    return entry.name === name ? [full] : [];
  });
}

/**
 * The URL pattern a route or page file serves: route groups `(name)` take no segment and a folder
 * spelt `%5Fname` serves `_name` (Next's escape for folders that would otherwise be private).
 */
export function urlPattern(relativeFile: string): string {
  const segments = path
    .dirname(relativeFile)
    .split(path.sep)
    .filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment))
    .map((segment) => segment.replace(/%5F/gi, "_"));
  return `/${segments.join("/")}`;
}

/** The files named `name` (route.ts, page.tsx) under the app folder, relative to it, sorted. */
export function appFiles(name: "route.ts" | "page.tsx", appDir = APP_DIR): string[] {
  return findFiles(appDir, name)
    .map((file) => path.relative(appDir, file))
    .sort();
}

/** Imports every route.ts and lists each HTTP method it exports as a handler. */
export async function discoverRouteHandlers(appDir = APP_DIR): Promise<TRouteHandler[]> {
  const handlers: TRouteHandler[] = [];
  for (const file of appFiles("route.ts", appDir)) {
    const exports = (await import(path.join(appDir, file))) as Record<string, unknown>;
    const pattern = urlPattern(file);
    for (const method of HTTP_METHODS) {
      const handler = exports[method];
      if (typeof handler === "function") {
        handlers.push({
          key: `${method} ${pattern}`,
          method,
          pattern,
          file,
          handler: handler as TRouteHandler["handler"],
        });
      }
    }
  }
  return handlers;
}

/**
 * The HTTP methods a route file exports, read from its source: for callers that cannot import the
 * store's modules (the end-to-end tests run outside its module resolution).
 */
export function exportedMethods(relativeFile: string, appDir = APP_DIR): THttpMethod[] {
  const source = readFileSync(path.join(appDir, relativeFile), "utf8");
  return HTTP_METHODS.filter((method) =>
    new RegExp(`export\\s+(?:const|(?:async\\s+)?function)\\s+${method}\\b|\\bas\\s+${method}\\b`).test(source),
  );
}

/**
 * Every dynamic path the store serves (a `[param]` in it), as "METHOD pattern": pages answer GET,
 * routes the methods they export. Read from the files only, without importing them.
 */
export function dynamicPathKeys(appDir = APP_DIR): TRouteKey[] {
  const pages = appFiles("page.tsx", appDir)
    .map(urlPattern)
    .filter((pattern) => pattern.includes("["))
    .map((pattern): TRouteKey => `GET ${pattern}`);
  const routes = appFiles("route.ts", appDir)
    .filter((file) => urlPattern(file).includes("["))
    .flatMap((file) => exportedMethods(file, appDir).map((method): TRouteKey => `${method} ${urlPattern(file)}`));
  return [...pages, ...routes].sort();
}
