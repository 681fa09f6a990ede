import "server-only";
import { z } from "zod";
import { timeParentServiceCall } from "../metrics";
import { SuiteRequestError } from "./suite-errors";

// How the store talks to the parent service: one timed JSON request, its refusals as
// SuiteRequestError, and the headers of its calls (suite-api.ts names the calls).

const ZApiError = z.object({ error: z.object({ message: z.string() }) });
const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });

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

export function createSuiteTransport(options: TSuiteApiOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

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

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SuiteRequestError(502, "the parent service answered in an unknown shape");
    return parsed.data;
  }

  return { send, parse, bearer, change, basicAuth };
}
