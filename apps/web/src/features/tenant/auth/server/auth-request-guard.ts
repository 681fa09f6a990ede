import "server-only";
import { AppError } from "@store/domain/errors";
import { NextRequest } from "next/server";
import { clientIpAddress } from "@/server/client-ip";
import { getDb } from "@/server/db";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { assertMediaType, readBodyText } from "@/server/http/request-body";
import { authCookies } from "@/server/tenant-session/auth-cookies";
import { SUITE_PROVIDER_ID } from "@store/domain/sign-in-url";

/** next-auth's own forms are a few short fields. */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;
const AUTH_BODY_TYPES = ["application/x-www-form-urlencoded", "application/json"] as const;

function badRequest(logMessage: string): AppError {
  return new AppError("BAD_REQUEST", logMessage, { userMessage: { key: "requestGuards.badRequest" } });
}

/** The cookie next-auth keeps the return URL in between the steps of a sign-in. */
export const CALLBACK_URL_COOKIE = authCookies(false).callbackUrl.name;

/**
 * A return URL next-auth can handle: a path, or an absolute URL. Its default redirect callback
 * calls `new URL()` on anything that does not start with "/", and a 500 would follow.
 */
export function isUsableCallbackUrl(value: unknown): boolean {
  return value === undefined || (typeof value === "string" && (value.startsWith("/") || URL.canParse(value)));
}

function assertCallbackUrl(value: unknown, where: string): void {
  if (!isUsableCallbackUrl(value)) throw badRequest(`the callbackUrl of the ${where} is not a URL`);
}

/**
 * The body's fields as next-auth reads them, or a 400. JSON must be an object; its values may be
 * anything (`update()` sends `{ csrfToken, data: {...} }`), next-auth compares or hands them on.
 */
function parseFields(type: string, text: string): Record<string, unknown> {
  if (type === "application/x-www-form-urlencoded") return Object.fromEntries(new URLSearchParams(text));
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("the sign-in request body is not JSON");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw badRequest("the body is not an object");
  return json as Record<string, unknown>;
}

/**
 * Checks a request to next-auth's endpoints before next-auth sees it, so bad input is a 400 and
 * never one of its 500s: the body (415 other types, 413 over 16 KB, 400 not parsable or not an
 * object), every callbackUrl it may read (body, query, cookie), and the abuse limit on starting a
 * sign-in (429). Answers the request to hand to next-auth, its body re-made from what was read.
 */
/** next-auth's error codes are words (OAuthCallback, SessionRequired …); it puts them in a redirect. */
const ERROR_CODE = /^[A-Za-z]{1,64}$/;

/**
 * The levels next-auth's browser client sends to its `_log` endpoint, which calls the server
 * logger's method of that name: any other level would be a TypeError, logged as LOGGER_ERROR.
 */
const CLIENT_LOG_LEVELS: readonly unknown[] = ["error", "warn", "debug"];

export async function guardAuthRequest(request: NextRequest, segments: readonly string[]): Promise<NextRequest> {
  assertCallbackUrl(request.nextUrl.searchParams.get("callbackUrl") ?? undefined, "query");
  assertCallbackUrl(request.cookies.get(CALLBACK_URL_COOKIE)?.value, "callback cookie");
  const [action, provider] = segments;
  const errorCode = request.nextUrl.searchParams.get("error");
  if (action === "error" && errorCode !== null && !ERROR_CODE.test(errorCode)) {
    // Otherwise next-auth writes it unescaped into its redirect's Location header: a 500.
    throw new AppError("BAD_REQUEST", "the error parameter is not an error code");
  }
  if (request.method !== "POST") return request;

  if (action === "signin" && provider === SUITE_PROVIDER_ID) {
    await enforceRateLimit(await getDb(), "signInPerIp", clientIpAddress(request.headers));
  }
  let text = "";
  if (request.body) {
    assertMediaType(request, AUTH_BODY_TYPES);
    text = await readBodyText(request, AUTH_BODY_LIMIT_BYTES);
    const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    const fields = parseFields(type, text);
    assertCallbackUrl(fields.callbackUrl, "body");
    if (action === "_log" && !CLIENT_LOG_LEVELS.includes(fields.level)) {
      throw badRequest("the client log's level is not one of error, warn, debug");
    }
  } else if (action === "_log") {
    throw badRequest("the client log has no body");
  }
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: text || undefined });
}
