// Runs in the browser before the app's own modules and hydration (Next.js instrumentation-client):
// zod is told not to compile parsers before any module builds a schema (CSP forbids eval).
import "./client/zod-without-eval";
