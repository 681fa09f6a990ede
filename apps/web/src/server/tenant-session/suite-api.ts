import "server-only";
import { timeParentServiceCall } from "../metrics";
import {
  AppError,
  errorCodeFromStatus,
  INACTIVE_SUBDOMAIN_PATTERN,
  SUITE_ERROR_MESSAGES,
  type TUserMessage,
} from "@store/domain/errors";
import { z } from "zod";
import { type TSuiteMe, type TSuiteTokens, ZSuiteMe } from "./session-state";

/** A failed call to the parent service: its HTTP status (0 when it did not answer) and message. */
export class SuiteRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "SuiteRequestError";
    this.status = status;
  }
}

const ZApiError = z.object({ error: z.object({ message: z.string() }) });
const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });
const ZTokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string(),
});
const ZPaymentStatus = z.object({ tenantId: z.string(), status: z.string() });
const ZAddon = z.object({ addonId: z.string().min(1), tenantId: z.string(), appCode: z.string() });
const ZClientToken = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** The store's own scope at the parent service: a tenant's connections and add-ons, for no user. */
export const INSTALLATIONS_SCOPE = "installations";

/** A change call that the parent service applies once per key (`Idempotency-Key` header). */
export type TChangeOptions = { idempotencyKey?: string };

export type TSuiteApiOptions = {
  url: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
};

export type TSuiteApi = ReturnType<typeof createSuiteApi>;

/** The parent service's calls the store makes (SPEC §7: /oauth/token, /api/v1/users/me …). */
export function createSuiteApi(options: TSuiteApiOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;

  function send(path: string, init: RequestInit): Promise<unknown> {
    return timeParentServiceCall(path, () => sendUntimed(path, init));
  }

  async function sendUntimed(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(new URL(path, options.url), { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SuiteRequestError(0, `the parent service did not answer: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return body;
    const apiError = ZApiError.safeParse(body);
    if (apiError.success) throw new SuiteRequestError(response.status, apiError.data.error.message);
    const oauthError = ZOAuthError.safeParse(body);
    if (oauthError.success) throw new SuiteRequestError(response.status, oauthError.data.error);
    throw new SuiteRequestError(response.status, `unexpected answer ${response.status}`);
  }

  function bearer(accessToken: string): HeadersInit {
    return { authorization: `Bearer ${accessToken}`, accept: "application/json" };
  }

  function change(accessToken: string, options: TChangeOptions, json = false): HeadersInit {
    return {
      ...bearer(accessToken),
      ...(json ? { "content-type": "application/json" } : {}),
      ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
    };
  }

  function basicAuth(): string {
    const pair = `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`;
    return `Basic ${Buffer.from(pair).toString("base64")}`;
  }

  const tenantPath = (tenantId: string, rest: string) => `/api/v1/tenants/${encodeURIComponent(tenantId)}/${rest}`;
  let storeToken: { value: string; expiresAt: number } | undefined;

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SuiteRequestError(502, "the parent service answered in an unknown shape");
    return parsed.data;
  }

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

    /** Resolves when the tenant's payment is in order; 402 `payment check failed` otherwise. */
    async checkPaymentStatus(accessToken: string, tenantId: string): Promise<void> {
      parse(
        ZPaymentStatus,
        await send(`/api/v1/tenants/${encodeURIComponent(tenantId)}/payment_status`, { headers: bearer(accessToken) }),
      );
    },

    /** Grants an OAuth client (a shared provider account) access to the tenant; idempotent. */
    async grantConnection(
      accessToken: string,
      tenantId: string,
      oauthClientId: string,
      appCode: string,
      changeOptions: TChangeOptions = {},
    ): Promise<void> {
      await send(tenantPath(tenantId, `connections/${encodeURIComponent(oauthClientId)}`), {
        method: "PUT",
        headers: change(accessToken, changeOptions, true),
        body: JSON.stringify({ appCode }),
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

    /** Adds the app's add-on to the tenant's suite (the existing one when already added). */
    async addAddon(
      accessToken: string,
      tenantId: string,
      appCode: string,
      changeOptions: TChangeOptions = {},
    ): Promise<{ addonId: string }> {
      const body = await send(tenantPath(tenantId, "addons"), {
        method: "POST",
        headers: change(accessToken, changeOptions, true),
        body: JSON.stringify({ appCode }),
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

/**
 * The message the viewer reads for a refusal of the parent service (SPEC §8 messages); its English
 * message stays the log message.
 */
function suiteUserMessage(error: SuiteRequestError): TUserMessage | undefined {
  const inactive = INACTIVE_SUBDOMAIN_PATTERN.exec(error.message);
  if (inactive) return { key: "serverErrors.suite.inactiveSubdomain", values: { subdomain: inactive[1] ?? "" } };
  switch (error.status) {
    case 401:
      return { key: "serverErrors.suite.sessionExpired" };
    case 402:
      return { key: "serverErrors.suite.paymentFailed" };
    case 403:
      return error.message === SUITE_ERROR_MESSAGES.ipRestricted
        ? { key: "serverErrors.suite.ipRestricted" }
        : { key: "serverErrors.suite.forbidden" };
    default:
      return undefined;
  }
}

/** SPEC §8: a refusal of the parent service as the store's own error; silence is unexpected. */
export function appErrorFromSuite(error: unknown): unknown {
  if (!(error instanceof SuiteRequestError)) return error;
  if (error.status === 0 || error.status >= 500) {
    return new AppError("UNEXPECTED", `the parent service failed: ${error.message}`, {
      userMessage: { key: "serverErrors.suite.unavailable" },
    });
  }
  return new AppError(errorCodeFromStatus(error.status), error.message, { userMessage: suiteUserMessage(error) });
}
