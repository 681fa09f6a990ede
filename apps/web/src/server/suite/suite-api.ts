import "server-only";
import { z } from "zod";
import { type TSuiteMe, type TSuiteTokens, ZSuiteMe } from "./suite-answers";
import { createSuiteTransport, type TChangeOptions, type TSuiteApiOptions } from "./suite-transport";

const ZTokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string(),
});
const ZPaymentStatus = z.object({ tenantId: z.string(), status: z.string() });
const ZAddon = z.object({ addonId: z.string().min(1), tenantId: z.string(), appCode: z.string() });
const ZClientToken = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const ZTenantDirectory = z.object({
  members: z.array(z.object({ id: z.string(), name: z.string() })),
  company: z.object({ size: z.string().nullable(), industry: z.string().nullable() }).optional(),
});

/** A tenant's directory as a member reads it: its people's names, and the company's size and industry. */
export type TTenantDirectory = { names: string[]; companySize: string | null; industry: string | null };

/** The store's own scope at the parent service: a tenant's connections and add-ons, for no user. */
export const INSTALLATIONS_SCOPE = "installations";

/** What adding an app's add-on to a tenant sends: its registration's key and the scopes granted (issue 27). */
export type TAddonGrant = { appCode: string; addonKey: string | null; scopes: string[] | null };

const tenantPath = (tenantId: string, rest: string) => `/api/v1/tenants/${encodeURIComponent(tenantId)}/${rest}`;

export type TSuiteApi = ReturnType<typeof createSuiteApi>;

/** The parent service's calls the store makes (SPEC §7: /oauth/token, /api/v1/users/me …). */
export function createSuiteApi(options: TSuiteApiOptions) {
  const now = options.now ?? Date.now;
  const { send, parse, bearer, change, basicAuth } = createSuiteTransport(options);
  let storeToken: { value: string; expiresAt: number } | undefined;

  return {
    async fetchMe(accessToken: string): Promise<TSuiteMe> {
      return parse(ZSuiteMe, await send("/api/v1/users/me", { headers: bearer(accessToken) }));
    },

    async switchCurrentTenant(accessToken: string, tenantId: string): Promise<TSuiteMe> {
      const body = await send("/api/v1/users/me/current_tenant", {
        method: "POST",
        headers: { ...bearer(accessToken), "content-type": "application/json" },
        body: JSON.stringify({ tenantId }),
      });
      return parse(ZSuiteMe, body);
    },

    /**
     * The directory of a tenant the caller belongs to: its people's full names (issue 28: a user
     * voice is checked for colleagues' names) and the company's size and industry (a voice may
     * show them). 403 when the caller is not a member.
     */
    async readTenantDirectory(accessToken: string, tenantId: string): Promise<TTenantDirectory> {
      const body = parse(
        ZTenantDirectory,
        await send(tenantPath(tenantId, "members"), { headers: bearer(accessToken) }),
      );
      return {
        names: body.members.map((member) => member.name),
        companySize: body.company?.size ?? null,
        industry: body.company?.industry ?? null,
      };
    },

    /** Resolves when the tenant's payment is in order; 402 `payment check failed` otherwise. */
    async checkPaymentStatus(accessToken: string, tenantId: string): Promise<void> {
      parse(
        ZPaymentStatus,
        await send(`/api/v1/tenants/${encodeURIComponent(tenantId)}/payment_status`, { headers: bearer(accessToken) }),
      );
    },

    /**
     * Grants an OAuth client (a shared provider account) access to the tenant with the scopes the
     * tenant consented to (issue 27); granting again with another set replaces the scopes. Idempotent.
     */
    async grantConnection(
      accessToken: string,
      tenantId: string,
      oauthClientId: string,
      grant: { appCode: string; scopes: readonly string[] },
      changeOptions: TChangeOptions = {},
    ): Promise<void> {
      await send(tenantPath(tenantId, `connections/${encodeURIComponent(oauthClientId)}`), {
        method: "PUT",
        headers: change(accessToken, changeOptions, true),
        body: JSON.stringify({ appCode: grant.appCode, scopes: grant.scopes }),
      });
    },

    async revokeConnection(
      accessToken: string,
      tenantId: string,
      oauthClientId: string,
      changeOptions: TChangeOptions = {},
    ): Promise<void> {
      await send(tenantPath(tenantId, `connections/${encodeURIComponent(oauthClientId)}`), {
        method: "DELETE",
        headers: change(accessToken, changeOptions),
      });
    },

    /**
     * Adds the app's add-on to the tenant's suite (the existing one when already added): the add-on
     * registered under `addonKey` with the scopes granted, when the app names one (issue 27).
     */
    async addAddon(
      accessToken: string,
      tenantId: string,
      addon: TAddonGrant,
      changeOptions: TChangeOptions = {},
    ): Promise<{ addonId: string }> {
      const { appCode, addonKey, scopes } = addon;
      const body = await send(tenantPath(tenantId, "addons"), {
        method: "POST",
        headers: change(accessToken, changeOptions, true),
        body: JSON.stringify({ appCode, ...(addonKey ? { addonKey } : {}), ...(scopes ? { scopes } : {}) }),
      });
      return { addonId: parse(ZAddon, body).addonId };
    },

    async removeAddon(
      accessToken: string,
      tenantId: string,
      addonId: string,
      changeOptions: TChangeOptions = {},
    ): Promise<void> {
      await send(tenantPath(tenantId, `addons/${encodeURIComponent(addonId)}`), {
        method: "DELETE",
        headers: change(accessToken, changeOptions),
      });
    },

    /**
     * The store's own access token (client credentials, scope `installations`), kept until shortly
     * before it expires: background work that acts for no user, such as finishing an install.
     */
    async storeAccessToken(): Promise<string> {
      if (storeToken && storeToken.expiresAt - 30_000 > now()) return storeToken.value;
      const body = await send("/oauth/token", {
        method: "POST",
        headers: { authorization: basicAuth(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials", scope: INSTALLATIONS_SCOPE }).toString(),
      });
      const token = parse(ZClientToken, body);
      storeToken = { value: token.access_token, expiresAt: now() + token.expires_in * 1000 };
      return storeToken.value;
    },

    /** Drops the kept store token (the parent service no longer accepts it). */
    forgetStoreAccessToken(): void {
      storeToken = undefined;
    },

    /** grant_type=refresh_token with client_secret_basic; keeps the old refresh token if none is returned. */
    async refreshTokens(refreshToken: string): Promise<TSuiteTokens> {
      const body = await send("/oauth/token", {
        method: "POST",
        headers: { authorization: basicAuth(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
      });
      const tokens = parse(ZTokenResponse, body);
      return {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? refreshToken,
        accessTokenExpiresAt: now() + tokens.expires_in * 1000,
      };
    },
  };
}
