// The developer API of OAuth clients (issue 27) through the real route handlers, against the stand-in
// parent service started in-process (RFC 7591/7592 registration, the scope catalogue) and a real
// database: register with the secret shown once, read the state at the suite, change, rotate,
// refuse a delete while a draft uses the client, delete; another provider never sees nor touches
// it; a parent service that does not answer is a 503 with nothing stored.
import type { TDbHandle } from "@store/db/client";
import { draftApps } from "@store/db/schema/drafts";
import { oauthClients } from "@store/db/schema/providers";
import { seedDraftApp } from "@store/db/seed/drafts";
import { emptyAppContent } from "@store/domain/schemas/app-content";
import { eq } from "drizzle-orm";
import { createTestDb } from "@store/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import {
  callRoute,
  readAtSuite,
  seedTwoProviders,
  startIntegrationsHarness,
  type TCallInit,
  type THandler,
} from "../testing/route-harness";

const STORE = "http://localhost:3988";
const CALLBACK = `${STORE}/api/developers/development_installs/callback`;

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const suite = await startIntegrationsHarness(STORE, "integration-test-secret-for-oauth-clients-0123");
const listRoute = await import("@/app/api/developers/oauth_clients/route");
const oneRoute = await import("@/app/api/developers/oauth_clients/[clientId]/route");
const secretRoute = await import("@/app/api/developers/oauth_clients/[clientId]/secret/route");
const scopesRoute = await import("@/app/api/developers/scopes/route");
const { forgetScopeCatalogue } = await import("@/server/suite/scope-catalogue");

type TClientAnswer = {
  clientId: string;
  name: string;
  redirectUris: string[];
  scopes: string[];
  state: string | null;
  stateCheckedAt: string;
  previousSecretExpiresAt: string | null;
  managed: boolean;
  usedBy: { kind: string; id: number; name: string }[];
};
/** What the tests read of an answer (each test reads the part its route answers). */
type TAnswerBody = Omit<TClientAnswer, "previousSecretExpiresAt"> & {
  client: TClientAnswer;
  clientSecret: string;
  previousSecretExpiresAt: string;
  clients: TClientAnswer[];
  error: { message: string; items: Record<string, string[]> };
};
type TCatalogueBody = {
  scopes: { name: string; access: string; label: string }[];
  integrationTypes: Record<string, string[]>;
};

let handle: TDbHandle;
let cookies = { a: "", b: "" };
let providerA = 0;

const call = <T = TAnswerBody>(handler: THandler, path: string, init: TCallInit) =>
  callRoute<T>(STORE, handler, path, init);

const register = (cookie: string, json: unknown) =>
  call(listRoute.POST, "/api/developers/oauth_clients", { cookie, method: "POST", json });
const one = (cookie: string, clientId: string, method = "GET", json?: unknown) =>
  call(oneRoute[method as "GET"], `/api/developers/oauth_clients/${clientId}`, {
    cookie,
    method,
    json,
    params: { clientId },
  });

/** The registration as the stand-in has it (RFC 7592 read with the stored, sealed token's plain value). */
function atSuite(clientId: string, token: string) {
  return readAtSuite(`${suite.url}/oauth/register/${clientId}`, token);
}

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const seeded = await seedTwoProviders(handle.db, "連携の提供会社");
  cookies = seeded.cookies;
  providerA = seeded.ids.a;
});

afterAll(async () => {
  await handle?.close();
});

describe("the developer API of OAuth clients", () => {
  let clientId = "";
  let firstSecret = "";

  it("answers the scope catalogue in the viewer's language", async () => {
    const ja = await call<TCatalogueBody>(scopesRoute.GET, "/api/developers/scopes", { cookie: cookies.a });
    expect(ja.status).toBe(200);
    const employees = ja.body.scopes.find((scope: { name: string }) => scope.name === "employees:read");
    expect(employees).toMatchObject({ access: "read", label: "従業員情報の参照" });
    expect(ja.body.integrationTypes.connect).toContain("payroll:write");
    const en = await call<TCatalogueBody>(scopesRoute.GET, "/api/developers/scopes", {
      cookie: cookies.a,
      language: "en-US",
    });
    expect(en.body.scopes.find((scope: { name: string }) => scope.name === "employees:read")?.label).toBe(
      "Read employee records",
    );
  });

  it("refuses a redirect URI that is not https, and a scope outside the catalogue, storing nothing", async () => {
    const http = await register(cookies.a, {
      name: "勤怠プラス",
      redirectUris: ["https://kintai.example/callback", "http://kintai.example/callback"],
      scopes: ["employees:read"],
    });
    expect(http.status).toBe(422);
    expect(http.body.error.items.redirectUris?.join(" ")).toContain("https://");
    const unknown = await register(cookies.a, {
      name: "勤怠プラス",
      redirectUris: ["https://kintai.example/callback"],
      scopes: ["salaries:read"],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.items.scopes?.join(" ")).toContain("salaries:read");
    expect(await handle.db.select().from(oauthClients).where(eq(oauthClients.appProviderId, providerA))).toEqual([]);
  });

  it("registers a client at the parent service and shows its secret only once", async () => {
    const created = await register(cookies.a, {
      name: "勤怠プラス",
      redirectUris: ["https://kintai.example/callback"],
      scopes: ["employees:read", "attendance:write"],
    });
    expect(created.status).toBe(201);
    clientId = created.body.client.clientId;
    firstSecret = created.body.clientSecret;
    expect(firstSecret).toMatch(/.{16,}/);
    expect(created.body.client).toMatchObject({
      name: "勤怠プラス",
      redirectUris: ["https://kintai.example/callback"],
      scopes: ["attendance:write", "employees:read"],
      state: "active",
      managed: true,
      usedBy: [],
    });
    // The store's development callback is registered at the suite, never shown to the provider.
    const [row] = await handle.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
    expect(row?.redirectUris).toEqual(["https://kintai.example/callback", CALLBACK]);
    expect(row?.registrationAccessToken).toMatch(/^v1\./);
    const list = await call(listRoute.GET, "/api/developers/oauth_clients", { cookie: cookies.a });
    expect(list.status).toBe(200);
    expect(list.body.clients.map((client: { clientId: string }) => client.clientId)).toEqual([clientId]);
    expect(list.text).not.toContain(firstSecret);
    expect(list.text).not.toContain(CALLBACK);
    expect(list.text).not.toContain(row?.registrationAccessToken ?? "none");
  });

  it("never shows nor changes the client to another provider", async () => {
    const list = await call(listRoute.GET, "/api/developers/oauth_clients", { cookie: cookies.b });
    expect(list.body.clients).toEqual([]);
    expect((await one(cookies.b, clientId)).status).toBe(404);
    expect((await one(cookies.b, clientId, "PATCH", { name: "乗っ取り" })).status).toBe(404);
    expect((await one(cookies.b, clientId, "DELETE")).status).toBe(404);
    const rotate = await call(secretRoute.POST, `/api/developers/oauth_clients/${clientId}/secret`, {
      cookie: cookies.b,
      method: "POST",
      json: { overlapHours: 0 },
      params: { clientId },
    });
    expect(rotate.status).toBe(404);
    expect((await one(cookies.a, clientId)).body.name).toBe("勤怠プラス");
  });

  it("reads the client's state at the parent service now", async () => {
    const read = await one(cookies.a, clientId);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ state: "active" });
    const disabled = await fetch(`${suite.url}/_test/set-client-status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientId, status: "disabled" }),
    });
    expect(disabled.status).toBe(200);
    const again = await one(cookies.a, clientId);
    expect(again.body.state).toBe("disabled");
    expect(new Date(again.body.stateCheckedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(read.body.stateCheckedAt).getTime(),
    );
    await fetch(`${suite.url}/_test/set-client-status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientId, status: "active" }),
    });
  });

  it("changes the redirect URIs and scopes at the parent service", async () => {
    const refused = await one(cookies.a, clientId, "PATCH", { redirectUris: ["ftp://kintai.example/x"] });
    expect(refused.status).toBe(422);
    const changed = await one(cookies.a, clientId, "PATCH", {
      redirectUris: ["https://kintai.example/callback", "https://kintai.example/callback2"],
      scopes: ["employees:read", "attendance:write", "leave:read"],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: "勤怠プラス",
      redirectUris: ["https://kintai.example/callback", "https://kintai.example/callback2"],
      scopes: ["attendance:write", "employees:read", "leave:read"],
    });
  });

  it("rotates the secret: the new one is answered once, the old one works for the overlap", async () => {
    const before = Date.now();
    const rotated = await call(secretRoute.POST, `/api/developers/oauth_clients/${clientId}/secret`, {
      cookie: cookies.a,
      method: "POST",
      json: { overlapHours: 24 },
      params: { clientId },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.clientSecret).not.toBe(firstSecret);
    const until = new Date(rotated.body.previousSecretExpiresAt).getTime();
    expect(until - before).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(until - before).toBeLessThan(24.1 * 3600 * 1000);
    expect(rotated.body.client.previousSecretExpiresAt).toBe(rotated.body.previousSecretExpiresAt);
    const read = await one(cookies.a, clientId);
    expect(read.text).not.toContain(rotated.body.clientSecret);
    const tooLong = await call(secretRoute.POST, `/api/developers/oauth_clients/${clientId}/secret`, {
      cookie: cookies.a,
      method: "POST",
      json: { overlapHours: 169 },
      params: { clientId },
    });
    expect(tooLong.status).toBe(422);
  });

  it("refuses to delete a client a draft uses, naming it; deletes it at the suite once unused", async () => {
    const draft = await seedDraftApp(handle.db, {
      appId: null,
      appProviderId: providerA,
      content: {
        ...emptyAppContent(),
        name: "勤怠プラス for スイート",
        code: "kintai-plus-oc",
        integration: { ...emptyAppContent().integration, oauthClientId: clientId, scopes: ["employees:read"] },
      },
    });
    const list = await call(listRoute.GET, "/api/developers/oauth_clients", { cookie: cookies.a });
    expect(list.body.clients[0]?.usedBy).toEqual([{ kind: "draft", id: draft.id, name: "勤怠プラス for スイート" }]);
    const refused = await one(cookies.a, clientId, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("「勤怠プラス for スイート」");
    await handle.db.update(draftApps).set({ merged: true }).where(eq(draftApps.id, draft.id));
    const [row] = await handle.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
    const { openSecret } = await import("@/server/sealed-secret");
    const token = (await openSecret(row?.registrationAccessToken ?? "")) ?? "";
    expect((await atSuite(clientId, token)).status).toBe(200);
    const deleted = await one(cookies.a, clientId, "DELETE");
    expect(deleted.status).toBe(204);
    expect(await handle.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId))).toEqual([]);
    expect((await atSuite(clientId, token)).status).toBe(401);
  });

  it("answers 503 and stores nothing when the parent service does not answer", async () => {
    await suite.close();
    const refused = await register(cookies.a, {
      name: "届かないクライアント",
      redirectUris: ["https://kintai.example/callback"],
      scopes: ["employees:read"],
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toContain("何も保存していません");
    expect(await handle.db.select().from(oauthClients).where(eq(oauthClients.appProviderId, providerA))).toEqual([]);
    forgetScopeCatalogue();
    expect((await call<TCatalogueBody>(scopesRoute.GET, "/api/developers/scopes", { cookie: cookies.a })).status).toBe(
      503,
    );
  });
});
