// The route() wrapper for the store's own accounts: provider users and operators are decided from
// their database-backed sessions (idle and absolute ends, revoked, suspended), a tenant cookie
// opens none of their routes, and every request is parsed by its schemas with messages per field
// in the viewer's language. The tenant audiences are tested in features/tenant/auth/tenant-access.
import type { TDbHandle } from "@store/db/client";
import { seedOperator } from "@store/db/seed/accounts";
import { seedProvider, seedProviderUser } from "@store/db/seed/providers";
import { accountSessions } from "@store/db/schema/staff";
import { providerUsers } from "@store/db/schema/providers";
import { ACCOUNT_SESSION_IDLE_SECONDS } from "@store/domain/principals";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { z } from "zod";
import { TEST_ROUTE_DOCS } from "@/testing/test-route-docs";

const STORE = "http://localhost:3997";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-account-routes-0123");
vi.stubEnv("LOG_LEVEL", "fatal");
const { route } = await import("./route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");

let handle: TDbHandle;
const ids = { providerUser: 0, appProvider: 0, operator: 0 };

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const provider = await seedProvider(handle.db, { name: "ルート検証", email: "route@provider.example" });
  const user = await seedProviderUser(handle.db, {
    appProviderId: provider.id,
    email: "dev@route.example",
    firstName: "太郎",
    lastName: "経路",
  });
  const operator = await seedOperator(handle.db, { name: "運営 花子", email: "ops@route.example", passwordHash: "x" });
  Object.assign(ids, { providerUser: user.id, appProvider: provider.id, operator: operator.id });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

async function sessionCookie(audience: "providerUser" | "operator", accountId: number, now = new Date()) {
  const session = await openAccountSession(handle.db, { audience, accountId, userAgent: "test", ipAddress: null }, now);
  return { cookie: `${ACCOUNT_SESSION_COOKIE[audience]}=${session.token}`, token: session.token };
}

function request(
  path: string,
  init: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  if (init.method && init.method !== "GET") headers.set("origin", STORE);
  return new NextRequest(`${STORE}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

const params = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) });

const whoAmI = route({ ...TEST_ROUTE_DOCS, auth: "providerUser" }, async ({ principal }) => ({
  providerUserId: principal.providerUserId,
  appProviderId: principal.appProviderId,
}));
const staffOnly = route({ ...TEST_ROUTE_DOCS, auth: "operator" }, async ({ principal }) => ({
  operatorId: principal.operatorId,
}));

describe("route() for provider users and operators", () => {
  it("hands a provider route the provider user of a live session, and names the request", async () => {
    const { cookie } = await sessionCookie("providerUser", ids.providerUser);
    const response = await whoAmI(request("/api/x", { cookie }), params());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ providerUserId: ids.providerUser, appProviderId: ids.appProvider });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a visitor, a made-up token and another audience's session with 401", async () => {
    const operator = await sessionCookie("operator", ids.operator);
    const provider = await sessionCookie("providerUser", ids.providerUser);
    const refused = [
      await whoAmI(request("/api/x"), params()),
      await whoAmI(request("/api/x", { cookie: `${ACCOUNT_SESSION_COOKIE.providerUser}=made-up` }), params()),
      // The operator's token under the provider cookie's name opens nothing either.
      await whoAmI(request("/api/x", { cookie: `${ACCOUNT_SESSION_COOKIE.providerUser}=${operator.token}` }), params()),
      await staffOnly(request("/api/x", { cookie: provider.cookie }), params()),
      await whoAmI(request("/api/x", { cookie: "hrstore_session=a-tenant-cookie" }), params()),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const body = await refused[0]?.json();
    expect(body.error.code).toBe("UNAUTHENTICATED");
  });

  it("ends a session after the idle limit, after sign-out and when the account is suspended", async () => {
    const longAgo = new Date(Date.now() - (ACCOUNT_SESSION_IDLE_SECONDS + 60) * 1000);
    const idle = await sessionCookie("providerUser", ids.providerUser, longAgo);
    expect((await whoAmI(request("/api/x", { cookie: idle.cookie }), params())).status).toBe(401);

    const revoked = await sessionCookie("providerUser", ids.providerUser);
    await handle.db.update(accountSessions).set({ revokedAt: new Date() });
    expect((await whoAmI(request("/api/x", { cookie: revoked.cookie }), params())).status).toBe(401);

    const live = await sessionCookie("providerUser", ids.providerUser);
    await handle.db
      .update(providerUsers)
      .set({ suspendedAt: new Date() })
      .where(eq(providerUsers.id, ids.providerUser));
    try {
      expect((await whoAmI(request("/api/x", { cookie: live.cookie }), params())).status).toBe(401);
    } finally {
      await handle.db.update(providerUsers).set({ suspendedAt: null }).where(eq(providerUsers.id, ids.providerUser));
    }
  });

  it("refuses a cross-site write of a signed-in provider user with 403", async () => {
    const { cookie } = await sessionCookie("providerUser", ids.providerUser);
    const write = route({ ...TEST_ROUTE_DOCS, auth: "providerUser" }, async () => undefined);
    const forged = request("/api/x", { method: "POST", cookie, headers: { origin: "https://evil.example" } });
    forged.headers.set("origin", "https://evil.example");
    expect((await write(forged, params())).status).toBe(403);
    expect((await write(request("/api/x", { method: "POST", cookie }), params())).status).toBe(204);
  });
});

describe("route() parsing", () => {
  const profile = route(
    {
      ...TEST_ROUTE_DOCS,
      params: z.object({
        id: z
          .string()
          .regex(/^[1-9][0-9]*$/)
          .transform(Number),
      }),
      query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      body: z.object({ name: z.string().min(1).max(5), email: z.email() }),
    },
    async ({ params: { id }, query, body }) => ({ id, page: query.page, name: body.name }),
  );

  it("hands over the parsed path, query and body", async () => {
    const answer = await profile(
      request("/api/x/7?page=2", { method: "POST", json: { name: "あい", email: "a@b.example" } }),
      params({ id: "7" }),
    );
    expect(await answer.json()).toEqual({ id: 7, page: 2, name: "あい" });
  });

  it("answers a bad path parameter or query with 400 naming it", async () => {
    const badPath = await profile(request("/api/x/x", { method: "POST", json: {} }), params({ id: "x" }));
    expect(badPath.status).toBe(400);
    expect((await badPath.json()).error.items).toHaveProperty("id");
    const badQuery = await profile(request("/api/x/1?page=0", { method: "POST", json: {} }), params({ id: "1" }));
    expect(badQuery.status).toBe(400);
    expect((await badQuery.json()).error.items).toHaveProperty("page");
  });

  it("answers a bad body with 422 and messages per field in the viewer's language", async () => {
    const english = await profile(
      request("/api/x/1", {
        method: "POST",
        json: { name: "", email: "nope" },
        headers: { "accept-language": "en-US" },
      }),
      params({ id: "1" }),
    );
    expect(english.status).toBe(422);
    expect((await english.json()).error).toEqual({
      code: "UNPROCESSABLE",
      message: "Check the highlighted fields.",
      items: { name: ["This field is required."], email: ["Enter an e-mail address."] },
    });
    const japanese = await profile(
      request("/api/x/1", { method: "POST", json: { name: "ながすぎるなまえ", email: "a@b.example" } }),
      params({ id: "1" }),
    );
    expect((await japanese.json()).error.items).toEqual({ name: ["5文字以内で入力してください。"] });
  });
});
