import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import { AppError, type TUserMessage } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import {
  describePrincipal,
  type TAccountAudience,
  type TAccountPrincipalOf,
  type TAudience,
  type TOperatorPrincipal,
  type TProviderPrincipal,
} from "@store/domain/principals";
import { NextResponse, type NextRequest } from "next/server";
import type { Logger } from "pino";
import type { ZodType, z } from "zod";
import { localeOfRequest } from "@/server/server-translator";
import { readAccountPrincipal } from "@/server/account-session";
import { clientIpAddress, requestClient, type TRequestClient } from "@/server/client-ip";
import { config } from "@/server/config";
import { getDb } from "@/server/db";
import { reportServerError } from "@/server/error-reporting";
import { errorResponse } from "./error-response";
import { logger } from "@/server/logger";
import { observeRequest, routePattern } from "@/server/metrics";
import { enforceRateLimit, routeRateLimitKey, type TRateLimitBucket } from "./rate-limit";
import type { TRouteDocs } from "@/server/openapi/route-docs";
import { BODY_LIMIT_BYTES, readFormBody, readJsonBody, readMultipartBody } from "./request-body";
import type { TTenantAdminPrincipal, TTenantPrincipal } from "@/server/tenant-session/tenant-principal";
import {
  assertRouteAccess,
  readRouteSession,
  type TRouteSession,
  writeSessionCookie,
} from "@/server/tenant-session/session";
import { assertUsableQuery, assertUsableText, parseOrThrow, unusableTextFields } from "./validation";

/**
 * A JSON body's schema, `{ form: schema }` for a form-encoded body's fields, or `{ multipart: schema }`
 * for a multipart body's fields (files as File), with the message of its 413.
 */
type TBodySpec = ZodType | { form: ZodType } | { multipart: ZodType; tooLarge?: TUserMessage };

type TRouteOptions<
  TParams extends ZodType | undefined,
  TQuery extends ZodType | undefined,
  TBody extends TBodySpec | undefined,
  TAuth extends TAudience | undefined,
  TOptionalAuth extends TAccountAudience | undefined,
> = TRouteDocs & {
  /** Who may call: a tenant user or admin of the current tenant, a provider user, an operator. */
  auth?: TAuth;
  /**
   * Instead of `auth`, for a route open to everyone that does more for a signed-in account: the
   * provider user or operator of this audience's cookie if there is a live one, else null (never 401).
   */
  optionalAuth?: TOptionalAuth;
  /** The path parameters (400 naming the bad one). */
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** The largest body accepted, in bytes (413 beyond); BODY_LIMIT_BYTES unless said. */
  bodyLimitBytes?: number;
  /**
   * "required": a browser-only endpoint; the request must carry this site's Origin. Every browser
   * sends Origin with a fetch POST, so only scripts arrive without one (403 either way).
   */
  origin?: "required";
  /**
   * Counts every call against these limits (429 beyond): per client IP address, or per the
   * caller's provider for a `…PerProvider` bucket.
   */
  rateLimit?: TRateLimitBucket | readonly TRateLimitBucket[];
};

type TInfer<T> = T extends ZodType
  ? z.infer<T>
  : T extends { form: infer F extends ZodType }
    ? z.infer<F>
    : T extends { multipart: infer M extends ZodType }
      ? z.infer<M>
      : undefined;

/** The principal a route of each audience receives. */
type TPrincipalOf<TAuth, TOptionalAuth> = TAuth extends "tenantUser"
  ? TTenantPrincipal
  : TAuth extends "tenantAdmin"
    ? TTenantAdminPrincipal
    : TAuth extends "providerUser"
      ? TProviderPrincipal
      : TAuth extends "operator"
        ? TOperatorPrincipal
        : TOptionalAuth extends TAccountAudience
          ? TAccountPrincipalOf<TOptionalAuth> | null
          : null;

type TRouteContext<TParams, TQuery, TBody, TAuth, TOptionalAuth> = {
  request: NextRequest;
  db: TDb;
  params: TParams extends ZodType ? z.infer<TParams> : Record<string, string>;
  query: TInfer<TQuery>;
  body: TInfer<TBody>;
  /** The caller, decided once for the audience of the route. */
  principal: TPrincipalOf<TAuth, TOptionalAuth>;
  /** The tenant session (tokens for the parent service, revalidation) of tenant routes. */
  session: TAuth extends "tenantUser" | "tenantAdmin" ? TRouteSession : null;
  /** The caller's language for mails and messages: the locale cookie, then Accept-Language, then `ja`. */
  locale: TLocale;
  /** The caller's IP address (null when it cannot be known, client-ip.ts) and user agent. */
  client: TRequestClient;
  /** Names this request and its caller on every line. */
  log: Logger;
  requestId: string;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Cookie-authenticated writes must come from the store's own pages (CSRF, with SameSite=Lax);
 * `required`: a request without Origin is refused too.
 */
function assertSameOrigin(request: NextRequest, { required = false } = {}): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin && !required) return;
  const { BASE_URL, NEXTAUTH_URL } = config();
  const allowed = [new URL(BASE_URL).origin, new URL(NEXTAUTH_URL).origin, request.nextUrl.origin];
  if (!origin || !allowed.includes(origin)) {
    throw new AppError("FORBIDDEN", `cross-origin request refused (origin ${origin ?? "missing"})`, {
      userMessage: { key: "requestGuards.crossOrigin" },
    });
  }
}

/** The database handle; a database that cannot be opened is a 503 (try again), never a 500. */
async function openDb(): Promise<TDb> {
  try {
    return await getDb();
  } catch (error) {
    logger.error({ err: error }, "the database cannot be opened");
    throw new AppError("UNAVAILABLE", "the database is not reachable", {
      userMessage: { key: "requestGuards.unavailable" },
      retryAfterSeconds: 5,
    });
  }
}

/**
 * A tenant caller, decided as pages decide it (tenant-session/session.ts): 401 for a visitor, an
 * ended session or a token the parent service no longer accepts; for tenant-admin routes 402 when
 * the tenant's payment failed, 403 for an IP-restricted or inactive tenant and for a member who is
 * not its admin. `keep` receives the session before access is decided, so refreshed tokens are
 * kept even on a refusal.
 */
async function authorizeTenant(
  request: NextRequest,
  audience: "tenantUser" | "tenantAdmin",
  keep: (session: TRouteSession) => void,
): Promise<TRouteSession> {
  const session = await readRouteSession(request);
  if (!session) {
    throw new AppError("UNAUTHENTICATED", "sign in to use this", { userMessage: { key: "session.errors.signIn" } });
  }
  keep(session);
  assertRouteAccess(session, audience === "tenantAdmin" ? "tenantAdmin" : "user");
  return session;
}

/** The 401 of a route that needs a provider user or operator and has none. */
export function accountSignInRequired(audience: TAccountAudience): AppError {
  return new AppError("UNAUTHENTICATED", `no live ${audience} session`, {
    userMessage: { key: "requestGuards.accountSignIn" },
  });
}

/** A provider user or operator of their own cookie; a tenant cookie opens nothing here (401). */
async function authorizeAccount(request: NextRequest, audience: TAccountAudience) {
  const principal = await readAccountPrincipal(await openDb(), audience, request.cookies);
  if (!principal) throw accountSignInRequired(audience);
  return principal;
}

function hasCurrentTenant(principal: TTenantPrincipal): principal is TTenantAdminPrincipal {
  return principal.user.currentTenant !== null;
}

/** The principal of a tenant route; for an admin, with the current tenant assertRouteAccess has required. */
function tenantPrincipal(session: TRouteSession, audience: "tenantUser" | "tenantAdmin") {
  const principal = session.principal();
  if (audience === "tenantAdmin" && !hasCurrentTenant(principal)) {
    throw new Error("a tenant-admin principal without a current tenant");
  }
  return principal;
}

function tenantIds(principal: TTenantPrincipal, audience: "tenantUser" | "tenantAdmin") {
  return { kind: audience, suiteUserId: principal.user.id, tenantId: principal.user.currentTenant?.id ?? null };
}

/**
 * The one wrapper of every route handler, for every audience: gives the request an id and a
 * logger naming it and its caller; decides the caller for the route's audience (401/402/403);
 * checks the Origin of writes (403) and the abuse limit (429); parses path parameters and the query
 * (400) and the body (415 not its media type, 413 too large, 400 unparsable, 422 per field) with domain
 * schemas, refusing NUL and lone surrogates in any of them the same way (validation.ts); hands over
 * the database and maps errors to SPEC §8 (a database out of reach: 503 with Retry-After). A tenant
 * session whose tokens were refreshed or whose state changed is written back to its cookie with the
 * response. The options also document the route (summary, tags, answers; server/openapi/): the API
 * description is generated from them.
 */
export function route<
  TParams extends ZodType | undefined = undefined,
  TQuery extends ZodType | undefined = undefined,
  TBody extends TBodySpec | undefined = undefined,
  TAuth extends TAudience | undefined = undefined,
  TOptionalAuth extends TAccountAudience | undefined = undefined,
>(
  options: TRouteOptions<TParams, TQuery, TBody, TAuth, TOptionalAuth>,
  handler: (ctx: TRouteContext<TParams, TQuery, TBody, TAuth, TOptionalAuth>) => Promise<unknown>,
) {
  const serve = async (request: NextRequest, context: { params: Promise<Record<string, string>> }) => {
    const offered = request.headers.get("x-request-id");
    const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    let log = logger.child({ requestId, method: request.method, path: request.nextUrl.pathname });
    let tenantSession: TRouteSession | null = null;
    const started = performance.now();
    const observe = async <T extends Response>(response: T): Promise<T> => {
      const params = (await Promise.resolve(context?.params).catch(() => null)) ?? {};
      // Parameters that cannot be escaped (a lone surrogate, refused with 400) are not named in the metric.
      const pattern =
        unusableTextFields(params).length > 0 ? "(refused)" : routePattern(request.nextUrl.pathname, params);
      observeRequest(pattern, request.method, response.status, (performance.now() - started) / 1000);
      return response;
    };
    const respond = async (response: NextResponse): Promise<NextResponse> => {
      if (tenantSession?.changed()) await writeSessionCookie(request, response, tenantSession);
      response.headers.set("x-request-id", requestId);
      return observe(response);
    };
    try {
      let principal: TTenantPrincipal | TProviderPrincipal | TOperatorPrincipal | null = null;
      const audience = options.auth;
      if (audience === "tenantUser" || audience === "tenantAdmin") {
        const session = await authorizeTenant(request, audience, (read) => {
          tenantSession = read;
        });
        principal = tenantPrincipal(session, audience);
        log = log.child(describePrincipal(tenantIds(principal, audience)));
      } else if (audience) {
        const account = await authorizeAccount(request, audience);
        principal = account;
        log = log.child(describePrincipal(account));
      } else if (options.optionalAuth) {
        const account = await readAccountPrincipal(await openDb(), options.optionalAuth, request.cookies);
        principal = account;
        if (account) log = log.child(describePrincipal(account));
      }
      if (audience || options.optionalAuth) assertSameOrigin(request);
      if (options.origin === "required") assertSameOrigin(request, { required: true });
      if (options.rateLimit) {
        const caller = {
          ipAddress: clientIpAddress(request.headers),
          appProviderId: principal && "appProviderId" in principal ? principal.appProviderId : null,
        };
        for (const bucket of [options.rateLimit].flat())
          await enforceRateLimit(await openDb(), bucket, routeRateLimitKey(bucket, caller));
      }
      const rawParams = (await context.params) ?? {};
      // NUL and lone surrogates are refused here for every route, declared schemas or not.
      assertUsableText(rawParams, request, "params");
      assertUsableQuery(request.nextUrl.searchParams, request);
      const params = options.params ? parseOrThrow(options.params, rawParams, request, "params") : rawParams;
      const query = options.query
        ? parseOrThrow(options.query, Object.fromEntries(request.nextUrl.searchParams), request, "query")
        : undefined;
      const limit = options.bodyLimitBytes ?? BODY_LIMIT_BYTES;
      let body: unknown;
      if (options.body && "form" in options.body) {
        const fields = Object.fromEntries(await readFormBody(request, limit));
        body = parseOrThrow(options.body.form, fields, request, "form");
      } else if (options.body && "multipart" in options.body) {
        const form = await readMultipartBody(request, limit, options.body.tooLarge);
        body = parseOrThrow(options.body.multipart, Object.fromEntries(form), request, "body");
      } else if (options.body) body = parseOrThrow(options.body, await readJsonBody(request, limit), request, "body");
      const db = await openDb();
      const result = await handler({
        request,
        db,
        params,
        query,
        body,
        principal,
        session: tenantSession,
        locale: localeOfRequest(request),
        client: requestClient(request.headers),
        log,
        requestId,
      } as TRouteContext<TParams, TQuery, TBody, TAuth, TOptionalAuth>);
      if (result instanceof NextResponse) return respond(result);
      if (result instanceof Response) return observe(result);
      if (result === undefined) return respond(new NextResponse(null, { status: 204 }));
      return respond(NextResponse.json(result));
    } catch (error) {
      if (!(error instanceof AppError) || error.code === "UNEXPECTED") reportServerError(error, log.bindings());
      return respond(errorResponse(error, request, log));
    }
  };
  // The options stay readable on the handler: the security suite generates its cases from them, and
  // the OpenAPI document (app/api/openapi-document.ts) its operation, documentation included.
  return Object.assign(serve, {
    routeOptions: options as TRouteOptions<ZodType, ZodType, TBodySpec, TAudience, TAccountAudience>,
  });
}
