// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { CampaignListView } from "./components/campaigns-view";
export { CaseDetailView } from "./components/cases-view";
export { SpecialDetailView } from "./components/specials-view";
export { TermsView } from "./components/terms-view";
export { toCase } from "./server/get-case";
export { toSpecial } from "./server/get-special";
export { getTermsDocument } from "./server/get-terms";
export { toCampaign } from "./server/list-campaigns";
export type { TTermsPage } from "./server/load-terms-page";
