// Zod compiles object parsers with `new Function` when it may, and probes for that by calling
// `Function("")`: under the store's Content-Security-Policy (no 'unsafe-eval') every probe is a
// reported violation. Parsing without compiling is plenty fast for the store's small payloads.
// Imported by instrumentation-client.ts, which runs before any module of a page builds a schema
// (module order differs between pages: a not-found boundary's modules may load before a layout's).
//
// Zod keeps its settings on one global object, which its core adopts when it loads
// (`globalThis.__zod_globalConfig`, what `config()` of zod/v4/core writes to): setting it here
// keeps zod's code out of every page's first load (issue 12). The test beside this file checks
// that zod still reads it.
export const ZOD_GLOBAL_CONFIG_KEY = "__zod_globalConfig";

export function disableZodJit(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>) {
  scope[ZOD_GLOBAL_CONFIG_KEY] ??= {};
  (scope[ZOD_GLOBAL_CONFIG_KEY] as Record<string, unknown>).jitless = true;
}

disableZodJit();
