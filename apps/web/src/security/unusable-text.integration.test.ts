// NUL and lone surrogates in every text field of every route the store registers, generated from
// the schemas the routes declare (testing/unusable-text-cases.ts): in each text field of the body,
// in each query field and in each path parameter. Every route() handler answers a 4xx, never a 5xx
// nor a success: route() refuses them before any handler, schema or query sees them
// (server/http/validation.ts); the few handlers outside route() never answer a 5xx.
import type { TDbHandle } from "@store/db/client";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { BAD_INPUT_STORE } from "./testing/bad-input-targets";
import { discoverRouteHandlers, type TRouteHandler } from "./testing/route-inventory";
import { startSecurityHarness } from "./testing/security-harness";
import type { TPrincipal, TPrincipalName } from "./testing/security-principals";
import { callHandler, storeRequest } from "./testing/store-requests";
import { openSecurityWorld } from "./testing/security-world";
import {
  declaredRoute,
  paramNames,
  queryNames,
  sampleOf,
  type TDeclaredRoute,
  textPaths,
  UNUSABLE,
  withTextAt,
} from "./testing/unusable-text-cases";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: () => {} }));

const harness = await startSecurityHarness(BAD_INPUT_STORE);
const routes = await discoverRouteHandlers();
let handle: TDbHandle;
let principals: Record<TPrincipalName, TPrincipal>;

beforeAll(async () => {
  ({ handle, principals } = await openSecurityWorld(harness));
});

afterAll(async () => {
  await harness.close();
  await handle?.close();
});

/** next-auth needs Next's request scope; e2e/bad-input.e2e.ts tries it over HTTP, with NUL among its cases. */
const OVER_HTTP_ONLY = ["/api/auth/[...nextauth]"];

/** Who calls: the audience's own principal, so the request gets past authorization. */
const CALLER: Record<NonNullable<TDeclaredRoute["auth"]> | "public", TPrincipalName> = {
  public: "adminA",
  tenantUser: "tenantUser",
  tenantAdmin: "adminA",
  providerUser: "providerA",
  operator: "operator",
};

/** Path parameters the security catalog holds, so a body reaches the handler's queries. */
const KNOWN_PARAMS: Record<string, string> = { code: "sec-contact", id: "1", appId: "1", draftId: "1" };

type TCase = { what: string; params: Record<string, string | string[]>; query: string; body: TBody | null };
type TBody = { json: unknown } | { form: Record<string, string> } | { multipart: Record<string, string> };

function sampleParams(route: TRouteHandler, declared: TDeclaredRoute | null): Record<string, string | string[]> {
  const sample = (declared?.params ? sampleOf(declared.params) : {}) as Record<string, unknown>;
  return Object.fromEntries(
    paramNames(route.pattern).map(({ name, catchAll }) => {
      const value = KNOWN_PARAMS[name] ?? String(sample[name] ?? "1");
      return [name, catchAll ? [value] : value];
    }),
  );
}

function bodyOf(declared: TDeclaredRoute, value: unknown): TBody {
  const spec = declared.body;
  if (spec && "form" in spec) return { form: value as Record<string, string> };
  if (spec && "multipart" in spec) return { multipart: value as Record<string, string> };
  return { json: value };
}

function casesOf(route: TRouteHandler): TCase[] {
  const declared = declaredRoute(route.handler);
  const params = sampleParams(route, declared);
  const cases: TCase[] = [];
  for (const bad of UNUSABLE) {
    const shown = JSON.stringify(bad);
    // Over the wire a query can carry NUL (%00) only: bytes of a surrogate decode to U+FFFD.
    if (bad === "\u0000") {
      for (const name of queryNames(declared))
        cases.push({ what: `query ${name} ${shown}`, params, query: `?${name}=a%00b`, body: null });
    }
    for (const { name, catchAll } of paramNames(route.pattern)) {
      const value = `${KNOWN_PARAMS[name] ?? "1"}${bad}`;
      cases.push({
        what: `param ${name} ${shown}`,
        params: { ...params, [name]: catchAll ? [value] : value },
        query: "",
        body: null,
      });
    }
    if (!declared?.body) continue;
    const spec = declared.body;
    const schema = "form" in spec ? spec.form : "multipart" in spec ? spec.multipart : spec;
    const sample = sampleOf(schema as never);
    for (const path of textPaths(sample)) {
      cases.push({
        what: `body ${path.join(".") || "(whole)"} ${shown}`,
        params,
        query: "",
        body: bodyOf(declared, withTextAt(sample, path, bad)),
      });
    }
  }
  return cases;
}

/** The request path of a pattern with harmless parameter values (the handler gets `params` as they are). */
function pathOf(pattern: string): string {
  return pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, "x");
}

async function send(route: TRouteHandler, c: TCase) {
  const declared = declaredRoute(route.handler);
  const principal = principals[CALLER[declared?.auth ?? "public"]];
  let body: string | Uint8Array | undefined;
  let contentType: string | null = null;
  if (c.body && "json" in c.body) {
    body = JSON.stringify(c.body.json);
    contentType = "application/json";
  } else if (c.body && "form" in c.body) {
    body = new URLSearchParams(c.body.form).toString();
    contentType = "application/x-www-form-urlencoded";
  } else if (c.body) {
    const form = new FormData();
    for (const [name, value] of Object.entries(c.body.multipart)) form.append(name, String(value));
    const encoded = new Response(form);
    body = new Uint8Array(await encoded.arrayBuffer());
    contentType = encoded.headers.get("content-type");
  }
  const request = storeRequest(BAD_INPUT_STORE, `${pathOf(route.pattern)}${c.query}`, {
    method: route.method,
    cookie: principal.cookie,
    accountCookie: principal.accountCookie,
    body,
    contentType,
  });
  return callHandler(route.handler, request, c.params);
}

it("refuses NUL and lone surrogates with a 4xx in every text field, query and path parameter of every route", async () => {
  const failures: string[] = [];
  const serverErrors = new Set<string>();
  let sent = 0;
  for (const route of routes.filter((r) => !OVER_HTTP_ONLY.includes(r.pattern))) {
    for (const c of casesOf(route)) {
      const answer = await send(route, c);
      sent += 1;
      if (answer.status >= 500) serverErrors.add(route.key);
      // Handlers outside route() that read no input (liveness, the benchmark's constant page) may answer as usual.
      const refused = declaredRoute(route.handler) ? answer.status >= 400 : true;
      if (!refused || answer.status >= 500) {
        failures.push(`${route.key} ${c.what}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
  }
  console.log(
    `unusable text: ${sent} requests to ${routes.length} route handlers; 5xx on ${serverErrors.size}: ${[...serverErrors].join(", ")}`,
  );
  expect(failures).toEqual([]);
}, 300_000);

it("names the field in the caller's language: 422 for a JSON body, 400 for a query", async () => {
  const contact = routes.find((route) => route.key === "POST /api/apps/[code]/contact_requests");
  if (!contact) throw new Error("no contact route");
  const declared = declaredRoute(contact.handler);
  const sample = sampleOf(declared?.body as never) as Record<string, unknown>;
  const request = storeRequest(BAD_INPUT_STORE, "/api/apps/sec-contact/contact_requests", {
    method: "POST",
    json: { ...sample, company: "検証\u0000株式会社" },
    headers: { "accept-language": "en-US" },
  });
  const answer = await callHandler(contact.handler, request, { code: "sec-contact" });
  expect(answer.status).toBe(422);
  expect(answer.json).toMatchObject({
    error: { code: "UNPROCESSABLE", items: { company: [expect.stringContaining("cannot be used")] } },
  });

  const auditLog = routes.find((route) => route.key.startsWith("GET /api/ops/audit"));
  if (!auditLog) throw new Error("no audit-log route");
  const filter = storeRequest(BAD_INPUT_STORE, `${auditLog.pattern}?subjectId=a%00b`, {
    accountCookie: principals.operator.accountCookie,
  });
  const refused = await callHandler(auditLog.handler, filter, {});
  expect(refused.status).toBe(400);
  expect(refused.json).toMatchObject({ error: { code: "BAD_REQUEST", items: { subjectId: [expect.any(String)] } } });
});
