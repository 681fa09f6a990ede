// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { runPreChecks } from "./server/run-pre-checks";
export { readIntegrationFacts } from "./server/integration-facts";
export { assertListable } from "./server/listing-gate";
