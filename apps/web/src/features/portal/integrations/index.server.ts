import "server-only";

export { deleteOwnOauthClient } from "./server/delete-oauth-client";
export { listOwnOauthClients } from "./server/list-oauth-clients";
export { readOauthClient } from "./server/read-oauth-client";
export { registerOauthClient } from "./server/register-oauth-client";
export { rotateOauthClientSecret } from "./server/rotate-oauth-client-secret";
export { scopeCatalogueView } from "./server/scope-catalogue-view";
export { updateOauthClient } from "./server/update-oauth-client";
export { integrationChoicesOf, integrationsPageData } from "./server/integrations-page-data";
export { deleteOwnAddon } from "./server/delete-addon";
export { listOwnAddons } from "./server/list-addons";
export { readOwnAddon } from "./server/read-addon";
export { registerOwnAddon } from "./server/register-addon";
export { updateOwnAddon } from "./server/update-addon";
