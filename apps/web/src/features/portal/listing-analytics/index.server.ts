// The public server side of this feature: what other features and routes may import from it (server-only).
import "server-only";

export { readAnalyticsOf } from "./server/read-analytics";
export { analyticsCsv, analyticsCsvName } from "./server/analytics-csv";
export { AnalyticsPage, readAnalyticsSearch } from "./server/analytics-page";
