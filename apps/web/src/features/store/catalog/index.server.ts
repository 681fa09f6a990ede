// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { AppCard, AppCardGrid } from "./app-card";
export { pageCatalogContext } from "./catalog-context";
export type { TCatalogContext } from "./catalog-context";
export { AppDetailView } from "./detail/app-detail-view";
export { loadAppVoices } from "./detail/voices/load-app-voices";
export { type TVoicesPageQuery, voicesState } from "./detail/voices/voices-query";
export { RELATED_APPS_LIMIT, getAppPreviewDetail } from "./get-app-detail";
export { listNews, listPickupLinks, listReleases, listTopLinks, toNewsItem } from "./editorial-feeds";
export { AppSearchForm } from "./list/app-search-form";
export { listAppShelves, toAppSummary } from "./list/list-apps";
export { localizedSummary, sharedContext, summariesFor } from "./read-public-catalog";
export { readTaxonomyNames } from "./taxonomy-names";
