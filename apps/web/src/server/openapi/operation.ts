import "server-only";
import { ZErrorBody } from "@store/domain/error-body";
import { ERROR_STATUS, type TErrorCode } from "@store/domain/errors";
import type { TAudience } from "@store/domain/principals";
import type { ZodObject } from "zod";
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiRequestBodyObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from "zod-openapi";
import { ACCOUNT_SESSION_COOKIE } from "@/server/account-session";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import type { TAnswer, TApiContract, TOutsideRouteDocs, TRouteDocs } from "./route-docs";

// One API operation, read from the options its handler was declared with in route(): the same
// audience, path/query/body schemas, Origin rule and abuse limit, so the error answers the wrapper
// gives (SPEC §8) follow from those options instead of being listed by hand per route.

export const SECURITY_SCHEMES = {
  tenantSession: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE_NAME,
    description: `A tenant user's session, set by signing in with the parent service (\`/api/auth/*\`); a large one is split over \`${SESSION_COOKIE_NAME}.0\`, \`${SESSION_COOKIE_NAME}.1\` ….`,
  },
  developerSession: {
    type: "apiKey",
    in: "cookie",
    name: ACCOUNT_SESSION_COOKIE.providerUser,
    description: "A provider user's session, set by `POST /api/developers/auth/sign_in`.",
  },
  operatorSession: {
    type: "apiKey",
    in: "cookie",
    name: ACCOUNT_SESSION_COOKIE.operator,
    description: "A store operator's session, set by `POST /api/ops/auth/sign_in`.",
  },
} as const;

const SCHEME_OF: Record<TAudience, keyof typeof SECURITY_SCHEMES> = {
  tenantUser: "tenantSession",
  tenantAdmin: "tenantSession",
  providerUser: "developerSession",
  operator: "operatorSession",
};

const ERROR_DESCRIPTIONS: Record<TErrorCode, string> = {
  BAD_REQUEST: "A path, query or form field is not valid (`items` names each one).",
  UNAUTHENTICATED: "No live session of this route's kind.",
  PAYMENT_REQUIRED: "The tenant's payment failed.",
  FORBIDDEN:
    "Not allowed: not the tenant's admin, an IP-restricted or inactive tenant, or a write from another origin.",
  NOT_FOUND: "Nothing with this id or code that the caller may see.",
  CONFLICT: "The resource changed since it was read, or is not in a state that allows this.",
  PAYLOAD_TOO_LARGE: "The body is larger than this route accepts.",
  UNSUPPORTED_MEDIA_TYPE: "The body is not of the media type this route reads.",
  UNPROCESSABLE: "Fields of the body are not valid (`items` has the messages per field).",
  RATE_LIMITED: "Too many calls from this client; try again after `Retry-After` seconds.",
  UNEXPECTED: "Something went wrong on the store's side; nothing about it is sent.",
  UNAVAILABLE: "The database cannot be reached; try again after `Retry-After` seconds.",
};

export type THttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** How an operation is served: through route() (its error answers follow), or outside it. */
export type TServed = { viaRoute: true; contract: TApiContract } | { viaRoute: false; contract: TOutsideRouteDocs };

/** The error answers route() gives for these options, then the handler's own, by status. */
function errorCodes(served: TServed, method: THttpMethod): TErrorCode[] {
  if (!served.viaRoute) return [...(served.contract.errors ?? [])];
  const spec = served.contract;
  const codes = new Set<TErrorCode>();
  const tenant = spec.auth === "tenantUser" || spec.auth === "tenantAdmin";
  if (spec.auth) codes.add("UNAUTHENTICATED");
  if (spec.auth === "tenantAdmin") codes.add("PAYMENT_REQUIRED");
  // Tenant access rules (not the admin, IP restriction, inactive tenant); the Origin check of writes.
  const signedIn = spec.auth ?? spec.optionalAuth;
  if (tenant || (signedIn && method !== "get") || spec.origin) codes.add("FORBIDDEN");
  if (spec.params || spec.query) codes.add("BAD_REQUEST");
  if (spec.body) {
    codes.add("PAYLOAD_TOO_LARGE");
    codes.add("UNSUPPORTED_MEDIA_TYPE");
    codes.add("BAD_REQUEST");
    if (!("form" in spec.body)) codes.add("UNPROCESSABLE");
  }
  if (spec.rateLimit) codes.add("RATE_LIMITED");
  for (const code of spec.errors ?? []) codes.add(code);
  codes.add("UNEXPECTED");
  codes.add("UNAVAILABLE");
  return [...codes].sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b]);
}

function errorResponse(code: TErrorCode, spec: Pick<TRouteDocs, "conflictDetails">): ZodOpenApiResponseObject {
  const schema =
    code === "CONFLICT" && spec.conflictDetails
      ? ZErrorBody.extend({ error: ZErrorBody.shape.error.extend({ details: spec.conflictDetails }) })
      : ZErrorBody;
  return { description: ERROR_DESCRIPTIONS[code], content: { "application/json": { schema } } };
}

function requestBody(body: NonNullable<TApiContract["body"]>): ZodOpenApiRequestBodyObject {
  if ("form" in body)
    return { required: true, content: { "application/x-www-form-urlencoded": { schema: body.form } } };
  if ("multipart" in body) return { required: true, content: { "multipart/form-data": { schema: body.multipart } } };
  return { required: true, content: { "application/json": { schema: body } } };
}

function answerResponse(answer: TAnswer): ZodOpenApiResponseObject {
  if (answer.status === 204) return { description: answer.description };
  const mediaType = answer.mediaType ?? "application/json";
  return { description: answer.description, content: { [mediaType]: answer.schema ? { schema: answer.schema } : {} } };
}

/**
 * The OpenAPI operation of one route handler's method. `xRoute`: the App Router folder that
 * serves the path when the path is not simply its `{param}` form (a catch-all).
 */
export function operation(method: THttpMethod, served: TServed, xRoute?: string): ZodOpenApiOperationObject {
  const spec = served.contract;
  const responses: ZodOpenApiResponsesObject = {};
  for (const answer of spec.answers) responses[String(answer.status) as "200"] = answerResponse(answer);
  for (const code of errorCodes(served, method))
    responses[String(ERROR_STATUS[code]) as "400"] = errorResponse(code, spec);
  const notes = [
    spec.description,
    served.viaRoute && served.contract.origin === "required"
      ? "Browser-only: the request must carry this site's `Origin` (403 otherwise)."
      : null,
  ].filter(Boolean);
  const params = (spec.catchAllPath?.params ?? spec.params) as ZodObject | undefined;
  const query = spec.query as ZodObject | undefined;
  const auth = served.viaRoute ? served.contract.auth : undefined;
  const body = served.viaRoute ? served.contract.body : undefined;
  return {
    summary: spec.summary,
    ...(notes.length > 0 ? { description: notes.join("\n\n") } : {}),
    tags: [...spec.tags],
    ...(params || query ? { requestParams: { ...(params ? { path: params } : {}), ...(query ? { query } : {}) } } : {}),
    ...(body ? { requestBody: requestBody(body) } : {}),
    ...(auth ? { security: [{ [SCHEME_OF[auth]]: [] }] } : {}),
    ...(xRoute ? { "x-route": xRoute } : {}),
    responses,
  };
}
