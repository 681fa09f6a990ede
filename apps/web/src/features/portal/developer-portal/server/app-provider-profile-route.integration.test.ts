// GET and PATCH /api/developers/app_providers/me through the real route handler: the provider
// user's session cookie decides whose profile it is, a refused field comes back per field in the
// viewer's language, and a stale save answers 409 with the current profile.
import type { TDbHandle } from "@store/db/client";
import type { TAppProviderProfile } from "@store/domain/schemas/app-provider-profile";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { seedProviderWithUser } from "../testing/provider-fixtures";

const STORE = "http://localhost:3994";
const PATH = "/api/developers/app_providers/me";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const invalidated = vi.hoisted(() => vi.fn());
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: invalidated }));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-profile-routes-0123");
vi.stubEnv("LOG_LEVEL", "fatal");
const { GET, PATCH } = await import("@/app/api/developers/app_providers/me/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");

let handle: TDbHandle;
const cookies = { a: "", b: "" };

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  for (const [key, name] of [
    ["a", "提供会社エー"],
    ["b", "提供会社ビー"],
  ] as const) {
    const { principal } = await seedProviderWithUser(handle.db, {
      name,
      awards: [{ title: `${name}の賞`, description: "" }],
    });
    const session = await openAccountSession(handle.db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    cookies[key] = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
  }
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

function request(method: "GET" | "PATCH", init: { cookie?: string; json?: unknown; locale?: string } = {}) {
  const headers = new Headers({ origin: STORE, "accept-language": init.locale ?? "ja" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`${STORE}${PATH}`, {
    method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

const noParams = { params: Promise.resolve({}) };

async function load(cookie: string): Promise<TAppProviderProfile> {
  const response = await GET(request("GET", { cookie }), noParams);
  expect(response.status).toBe(200);
  return (await response.json()) as TAppProviderProfile;
}

describe("/api/developers/app_providers/me", () => {
  it("answers each provider user with their own provider's profile, and a visitor with 401", async () => {
    expect((await load(cookies.a)).name).toBe("提供会社エー");
    expect((await load(cookies.b)).name).toBe("提供会社ビー");
    expect((await GET(request("GET"), noParams)).status).toBe(401);
    const refused = await PATCH(request("PATCH", { json: {} }), noParams);
    expect(refused.status).toBe(401);
  });

  it("saves a change and answers the saved profile", async () => {
    const loaded = await load(cookies.a);
    const response = await PATCH(
      request("PATCH", { cookie: cookies.a, json: { ...loaded, address: "東京都千代田区", awards: [] } }),
      noParams,
    );
    expect(response.status).toBe(200);
    const saved = (await response.json()) as TAppProviderProfile;
    expect(saved.address).toBe("東京都千代田区");
    expect(saved.awards).toHaveLength(1);
    expect(await load(cookies.a)).toEqual(saved);
    // The provider's name and awards show on its apps' public pages.
    expect(invalidated).toHaveBeenCalledWith(["apps"]);
  });

  it("refuses bad fields with 422 and a message per field in the viewer's language", async () => {
    const loaded = await load(cookies.a);
    const body = {
      ...loaded,
      name: "",
      url: "ftp://example",
      description: "<b>太字</b>",
      awards: [{ title: "", description: "" }],
    };
    for (const [locale, required] of [
      ["ja", "入力してください。"],
      ["en-US", "This field is required."],
    ] as const) {
      const response = await PATCH(request("PATCH", { cookie: cookies.a, json: body, locale }), noParams);
      expect(response.status).toBe(422);
      const { error } = (await response.json()) as { error: { items: Record<string, string[]> } };
      expect(Object.keys(error.items).sort()).toEqual(["awards.0.title", "description", "name", "url"]);
      expect(error.items.name).toEqual([required]);
    }
    expect(await load(cookies.a)).toEqual(loaded);
  });

  it("answers a stale save with 409 and the current profile, changing nothing", async () => {
    const loaded = await load(cookies.a);
    const first = await PATCH(request("PATCH", { cookie: cookies.a, json: { ...loaded, name: "先の保存" } }), noParams);
    const current = (await first.json()) as TAppProviderProfile;
    const stale = await PATCH(request("PATCH", { cookie: cookies.a, json: { ...loaded, name: "後の保存" } }), noParams);
    expect(stale.status).toBe(409);
    const { error } = (await stale.json()) as { error: { code: string; message: string; details: unknown } };
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("この会社情報は、編集を始めた後にほかの人が更新しました。");
    expect(error.details).toEqual({ current });
    expect((await load(cookies.a)).name).toBe("先の保存");
  });
});
