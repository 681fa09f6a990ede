import { z } from "zod";

// Zod compiles object parsers with `new Function` when it may, and probes for that by calling
// `Function("")`: under the store's Content-Security-Policy (no 'unsafe-eval') every probe is a
// reported violation. Parsing without compiling is plenty fast for the store's small payloads.
z.config({ jitless: true });
