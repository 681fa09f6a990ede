// The public face of this feature: what other features may import from it.

export type { TIntegrationChoices } from "./integration-choices";
export { ScopeCheckboxes } from "./components/scope-checkboxes";
