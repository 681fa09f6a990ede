// Only zod's core configuration is imported: the shared settings every zod import reads, without
// pulling zod itself into every page's first load (issue 12).
import { config } from "zod/v4/core";

// Zod compiles object parsers with `new Function` when it may, and probes for that by calling
// `Function("")`: under the store's Content-Security-Policy (no 'unsafe-eval') every probe is a
// reported violation. Parsing without compiling is plenty fast for the store's small payloads.
// Imported by instrumentation-client.ts, which runs before any module of a page builds a schema
// (module order differs between pages: a not-found boundary's modules may load before a layout's).
config({ jitless: true });
