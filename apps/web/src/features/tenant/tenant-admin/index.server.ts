// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { installConsent } from "./installations/install-consent";
export { InstallConsentData } from "./installations/install-consent-data-blocks";
export { enqueueScopeUpdateMail, scopeUpdateMailJob } from "./scope-updates/scope-update-mail";
export { scopeUpdateFor } from "./scope-updates/list-scope-updates";
export { ScopeUpdateNotice } from "./scope-updates/scope-update-notice";
