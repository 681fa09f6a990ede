import "server-only";
import { z } from "zod";
import { jsonHeaders, suiteTransport } from "./registration-management";
import type { TAddonGrant } from "./suite-api";

// Development and review tenants at the parent service (issue 27): the store asks for them with its
// own client-credentials token, and with the same token reads what a tenant granted (connections)
// and adds a draft's add-on there, acting for no user. Nothing here touches a customer's tenant.

/** The store's token for development tenants: make them, read what was granted in them, add add-ons. */
const DEVELOPMENT_TENANTS_SCOPES = "installations development_tenants";

const ZDevelopmentTenant = z.object({
  id: z.string().min(1),
  subdomain: z.string().min(1),
  name: z.string(),
  kind: z.enum(["development", "review"]),
  members: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string(), admin: z.boolean() })),
});
export type TSuiteDevelopmentTenant = z.infer<typeof ZDevelopmentTenant>;

let storeToken: { value: string; expiresAt: number } | undefined;

async function developmentTenantsToken(): Promise<string> {
  if (storeToken && storeToken.expiresAt - 30_000 > Date.now()) return storeToken.value;
  const { send, parse, basicAuth } = suiteTransport();
  const body = await send("/oauth/token", {
    method: "POST",
    headers: { authorization: basicAuth(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", scope: DEVELOPMENT_TENANTS_SCOPES }).toString(),
  });
  const token = parse(z.object({ access_token: z.string().min(1), expires_in: z.number().positive() }), body);
  storeToken = { value: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 };
  return storeToken.value;
}

/** The development (or review) tenant under `key`, made at the parent service when it has none; members become its admins. */
export async function ensureDevelopmentTenant(request: {
  key: string;
  kind: "development" | "review";
  name: string;
  members: { email: string; name: string }[];
}): Promise<TSuiteDevelopmentTenant> {
  const { send, parse } = suiteTransport();
  const answer = await send("/api/v1/development_tenants", {
    method: "POST",
    headers: jsonHeaders(await developmentTenantsToken()),
    body: JSON.stringify(request),
  });
  return parse(ZDevelopmentTenant, answer);
}

/** The connections a tenant granted, with their scopes, as the parent service has them (the store's own token). */
export async function developmentTenantConnections(
  tenantId: string,
): Promise<{ oauthClientId: string; scopes: string[]; grantedBy: string }[]> {
  const { send, parse } = suiteTransport();
  const answer = await send(`/api/v1/tenants/${encodeURIComponent(tenantId)}/connections`, {
    headers: jsonHeaders(await developmentTenantsToken()),
  });
  const schema = z.object({
    connections: z.array(
      z.object({ oauthClientId: z.string(), scopes: z.array(z.string()).default([]), grantedBy: z.string() }),
    ),
  });
  return parse(schema, answer).connections;
}

/** Adds a draft's registered add-on to a development or review tenant, with the scopes the draft asks. */
export async function addDevelopmentAddon(tenantId: string, addon: TAddonGrant): Promise<void> {
  const { send } = suiteTransport();
  await send(`/api/v1/tenants/${encodeURIComponent(tenantId)}/addons`, {
    method: "POST",
    headers: jsonHeaders(await developmentTenantsToken()),
    body: JSON.stringify(addon),
  });
}
