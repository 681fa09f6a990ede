// The public server side of this feature: what other features and routes may import from it (server-only).
import "server-only";

export { readAnalyticsOf } from "./server/read-analytics";
export { analyticsCsv, analyticsCsvName } from "./server/analytics-csv";
export {
  AnalyticsPage,
  analyticsFormState,
  analyticsSearchReader,
  readAnalyticsSearch,
  type TAnalyticsSearch,
} from "./server/analytics-page";
export { AnalyticsFilterRefusal, AnalyticsReadingSections, AnalyticsTable } from "./components/analytics-view";
export { AnalyticsLoading } from "./components/analytics-loading";
export { AnalyticsFilters } from "./components/analytics-filters";
