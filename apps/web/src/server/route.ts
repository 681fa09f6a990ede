import "server-only";
import { AppError } from "@store/domain/errors";
import type { TDb } from "@store/db/client";
import { NextResponse, type NextRequest } from "next/server";
import type { ZodType, z } from "zod";
import { clientIpAddress } from "./client-ip";
import { config } from "./config";
import { getDb } from "./db";
import { errorResponse } from "./error-response";
import { logger } from "./logger";
import { enforceRateLimit, type TRateLimitBucket } from "./rate-limit";
import { BODY_LIMIT_BYTES, readFormBody, readJsonBody } from "./request-body";
import { assertRouteAccess, readRouteSession, type TRouteSession, writeSessionCookie } from "./session";

/** Who may call a route: any signed-in tenant user, or an admin of the current tenant. */
export type TRouteAuth = "user" | "tenantAdmin";

/** A body schema, "json" for a route that checks the parsed JSON itself, or "form" for a form body. */
type TBodySpec = ZodType | "json" | "form";

type TRouteOptions<
  TQuery extends ZodType | undefined,
  TBody extends TBodySpec | undefined,
  TAuth extends TRouteAuth | undefined,
> = {
  query?: TQuery;
  body?: TBody;
  auth?: TAuth;
  /** The largest body accepted, in bytes (413 beyond); BODY_LIMIT_BYTES unless said. */
  bodyLimitBytes?: number;
  /**
   * "required": a browser-only endpoint; the request must carry this site's Origin. Every browser
   * sends Origin with a fetch POST, so only scripts arrive without one (403 either way).
   */
  origin?: "required";
  /** Counts every call against this limit per client IP address (429 beyond). */
  rateLimit?: TRateLimitBucket;
};

type TInfer<T> = T extends ZodType
  ? z.infer<T>
  : T extends "json"
    ? unknown
    : T extends "form"
      ? URLSearchParams
      : undefined;

type TRouteContext<TQuery, TBody, TAuth> = {
  request: NextRequest;
  db: TDb;
  query: TInfer<TQuery>;
  body: TInfer<TBody>;
  params: Record<string, string>;
  /** The caller's session; present whenever the route has an `auth` level. */
  session: TAuth extends TRouteAuth ? TRouteSession : null;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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

/**
 * The caller, decided as pages decide it (server/session.ts): 401 for a visitor, an ended session
 * or a token the parent service no longer accepts; for tenant-admin routes 402 when the tenant's
 * payment failed, 403 for an IP-restricted or inactive tenant and for a member who is not its admin.
 */
export async function authorize(
  request: NextRequest,
  auth: TRouteAuth,
  /** Receives the session before access is decided, so refreshed tokens are kept even on a refusal. */
  keep: (session: TRouteSession) => void = () => undefined,
): Promise<TRouteSession> {
  const session = await readRouteSession(request);
  if (!session) {
    throw new AppError("UNAUTHENTICATED", "sign in to use this", { userMessage: { key: "session.errors.signIn" } });
  }
  keep(session);
  assertRouteAccess(session, auth);
  assertSameOrigin(request);
  return session;
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

/** Zod issues as the `items` of an error body: one list of messages per field. */
function issuesToItems(error: z.ZodError): Record<string, string[]> {
  const items: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    items[key] = [...(items[key] ?? []), issue.message];
  }
  return items;
}

/**
 * The one wrapper of every route handler: checks the session when the route has an `auth` level
 * (401/403), the Origin (403) and the abuse limit (429) when it asks, parses the query (400
 * naming the parameter) and body (415 not JSON, 413 too large, 400 unparsable, 422 per field) with
 * domain schemas, hands over the database and maps errors to SPEC §8. A session whose tokens were
 * refreshed or whose state changed is written back to its cookie with the response.
 */
export function route<
  TQuery extends ZodType | undefined = undefined,
  TBody extends TBodySpec | undefined = undefined,
  TAuth extends TRouteAuth | undefined = undefined,
>(
  options: TRouteOptions<TQuery, TBody, TAuth>,
  handler: (ctx: TRouteContext<TQuery, TBody, TAuth>) => Promise<unknown>,
) {
  return async (request: NextRequest, context: { params: Promise<Record<string, string>> }) => {
    let session: TRouteSession | null = null;
    const respond = async (response: NextResponse): Promise<NextResponse> => {
      if (session?.changed()) await writeSessionCookie(request, response, session);
      return response;
    };
    try {
      if (options.auth) {
        session = await authorize(request, options.auth, (read) => {
          session = read;
        });
      }
      if (options.origin === "required") assertSameOrigin(request, { required: true });
      if (options.rateLimit) {
        await enforceRateLimit(await openDb(), options.rateLimit, clientIpAddress(request.headers));
      }
      const params = (await context.params) ?? {};
      let query: unknown;
      if (options.query) {
        const raw = Object.fromEntries(request.nextUrl.searchParams);
        const parsed = options.query.safeParse(raw);
        if (!parsed.success) {
          const items = issuesToItems(parsed.error);
          const names = Object.keys(items).join(", ");
          throw new AppError("BAD_REQUEST", `invalid query parameter: ${names}`, { items });
        }
        query = parsed.data;
      }
      let body: unknown;
      if (options.body === "form") body = await readFormBody(request, options.bodyLimitBytes ?? BODY_LIMIT_BYTES);
      else if (options.body) {
        const json = await readJsonBody(request, options.bodyLimitBytes ?? BODY_LIMIT_BYTES);
        if (options.body === "json") body = json;
        else {
          const parsed = options.body.safeParse(json);
          if (!parsed.success) {
            throw new AppError("UNPROCESSABLE", "the request has invalid fields", {
              items: issuesToItems(parsed.error),
            });
          }
          body = parsed.data;
        }
      }
      const db = await openDb();
      const result = await handler({
        request,
        db,
        params,
        query: query as TInfer<TQuery>,
        body: body as TInfer<TBody>,
        session: session as TAuth extends TRouteAuth ? TRouteSession : null,
      });
      if (result instanceof NextResponse) return respond(result);
      if (result instanceof Response) return result;
      if (result === undefined) return respond(new NextResponse(null, { status: 204 }));
      return respond(NextResponse.json(result));
    } catch (error) {
      return respond(errorResponse(error, request));
    }
  };
}
