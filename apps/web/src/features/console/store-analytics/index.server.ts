// The public server side of this feature: what other features and routes may import from it (server-only).
import "server-only";

export { readStoreAnalytics } from "./server/read-store-analytics";
export { StoreAnalyticsPage, readStoreAnalyticsSearch } from "./server/store-analytics-page";
