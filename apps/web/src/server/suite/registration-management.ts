import "server-only";
import { z } from "zod";
import { config } from "../config";
import { SuiteRequestError } from "./suite-errors";
import { createSuiteTransport } from "./suite-transport";

// What every registration the store makes at the parent service shares (issue 27): OAuth clients
// (client-registration.ts) and add-ons (addon-registration.ts) are created with the store's
// initial access token, then read, replaced and deleted at the registration's own address with its
// own token (RFC 7591/7592). That token is only ever sent to the parent service's origin.

/** Where a registration is managed and the token that manages it. */
export type TRegistrationAccess = { uri: string; token: string };

/** What every registration's answer says of its scopes and of its state at the parent service. */
export const ZRegistrationAnswer = z.object({
  scope: z.string().optional(),
  suite_status: z.enum(["active", "disabled"]).optional(),
});

/** The fields every registration sends of its scopes (space-separated) and its provider, with its own `fields`. */
export function registrationBody(
  metadata: { scopes: readonly string[]; softwareId: string },
  fields: Record<string, unknown>,
): Record<string, unknown> {
  return { ...fields, scope: metadata.scopes.join(" "), software_id: metadata.softwareId };
}

/** The scopes (space-separated on the wire) and the state of an answer, as the store keeps them. */
export function grantOf(answer: z.infer<typeof ZRegistrationAnswer>): {
  scopes: string[];
  state: "active" | "disabled";
} {
  return { scopes: (answer.scope ?? "").split(" ").filter(Boolean), state: answer.suite_status ?? "active" };
}

/** The parent service's transport with the store's configuration. */
export function suiteTransport() {
  const c = config();
  return createSuiteTransport({
    url: c.SUITE_URL,
    clientId: c.SUITE_CLIENT_ID,
    clientSecret: c.SUITE_CLIENT_SECRET,
    timeoutMs: c.SUITE_TIMEOUT_MS,
  });
}

/** The headers of a JSON call made with a bearer token. */
export function jsonHeaders(token: string): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    accept: "application/json",
  };
}

/** The registration's own address must be the parent service's: a token is never sent elsewhere. */
export function registrationAddress(uri: string): string {
  const suite = new URL(config().SUITE_URL);
  const url = new URL(uri, suite);
  if (url.origin !== suite.origin)
    throw new SuiteRequestError(502, "the registration address is not the parent service's");
  return url.pathname + url.search;
}

/** The parent service no longer knows the registration (deleted, or forgotten). */
function isForgotten(error: unknown): boolean {
  return error instanceof SuiteRequestError && (error.status === 401 || error.status === 404);
}

/** POSTs `metadata` to `path` with the store's initial access token (RFC 7591). */
export async function createRegistration<T>(path: string, metadata: object, schema: z.ZodType<T>): Promise<T> {
  const { send, parse } = suiteTransport();
  const answer = await send(path, {
    method: "POST",
    headers: jsonHeaders(config().SUITE_REGISTRATION_TOKEN),
    body: JSON.stringify(metadata),
  });
  return parse(schema, answer);
}

/** The registration as the parent service has it now; null when it no longer knows it. */
export async function readRegistration<T>(access: TRegistrationAccess, schema: z.ZodType<T>): Promise<T | null> {
  const { send, parse } = suiteTransport();
  try {
    return parse(schema, await send(registrationAddress(access.uri), { headers: jsonHeaders(access.token) }));
  } catch (error) {
    if (isForgotten(error)) return null;
    throw error;
  }
}

/** Replaces the registration's metadata whole (RFC 7592 PUT); the answer as the parent service stored it. */
export async function replaceRegistration<T>(
  access: TRegistrationAccess,
  metadata: object,
  schema: z.ZodType<T>,
): Promise<T> {
  const { send, parse } = suiteTransport();
  const answer = await send(registrationAddress(access.uri), {
    method: "PUT",
    headers: jsonHeaders(access.token),
    body: JSON.stringify(metadata),
  });
  return parse(schema, answer);
}

/** Deletes the registration; one the parent service no longer knows is gone already. */
export async function deleteRegistration(access: TRegistrationAccess): Promise<void> {
  const { send } = suiteTransport();
  try {
    await send(registrationAddress(access.uri), { method: "DELETE", headers: jsonHeaders(access.token) });
  } catch (error) {
    if (!isForgotten(error)) throw error;
  }
}
