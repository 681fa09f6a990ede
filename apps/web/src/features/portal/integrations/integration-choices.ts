import type { TOauthClientState, TScopeView } from "@store/domain/integration";

/** What the draft editor's integration section offers (loaded by the editor's page). */
export type TIntegrationChoices = {
  clients: { clientId: string; name: string; scopes: string[]; state: TOauthClientState | null }[];
  /** The provider's add-ons, for install and labs apps. */
  addons: { addonKey: string; name: string; addonUrl: string; scopes: string[]; state: TOauthClientState | null }[];
  /** Null when the parent service's catalogue could not be read. */
  catalogue: { scopes: TScopeView[]; integrationTypes: Record<string, string[]> } | null;
};
