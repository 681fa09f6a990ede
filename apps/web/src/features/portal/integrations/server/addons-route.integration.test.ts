// The developer API of add-ons (issue 27) through the real route handlers, against the stand-in
// parent service started in-process (its add-on registration) and a real database: refuse what the
// parent service would, register with two scopes, read the state at the suite now, change the
// scopes, refuse a delete while an app or a draft uses the add-on, delete; another provider never
// sees nor touches it; the demo seed's add-ons are read-only; a parent service that does not answer
// is a 503 with nothing stored. No answer carries the registration's token.
import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { draftApps } from "@store/db/schema/drafts";
import { addonRegistrations } from "@store/db/schema/providers";
import { apps } from "@store/db/schema/apps";
import { seedDraftApp } from "@store/db/seed/drafts";
import { emptyAppContent, emptyIntegration } from "@store/domain/schemas/app-content";
import { eq, sql } from "drizzle-orm";
import { createTestDb } from "@store/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import * as harness from "../testing/route-harness";

const STORE = "http://localhost:3989";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const suite = await harness.startIntegrationsHarness(STORE, "integration-test-secret-for-addon-registrations");
const listRoute = await import("@/app/api/developers/addons/route");
const oneRoute = await import("@/app/api/developers/addons/[addonKey]/route");
const { openSecret } = await import("@/server/sealed-secret");

type TAddonAnswer = {
  addonKey: string;
  name: string;
  addonUrl: string;
  scopes: string[];
  state: string | null;
  stateCheckedAt: string | null;
  managed: boolean;
  usedBy: { kind: string; id: number; name: string }[];
};
/** What the tests read of an answer (each test reads the part its route answers). */
type TAnswerBody = TAddonAnswer & {
  addons: TAddonAnswer[];
  error: { message: string; items: Record<string, string[]> };
};
let handle: TDbHandle;
let cookies = { a: "", b: "" };
let providers = { a: 0, b: 0 };
/** Provider A's add-on of the demo seed: no registration, so the store may only read it. */
const SEED_ADDON = "ad_seed-kintai-labs";

const call = (handler: harness.THandler, path: string, init: harness.TCallInit) =>
  harness.callRoute<TAnswerBody>(STORE, handler, path, init);

const register = (cookie: string, json: unknown, language?: string) =>
  call(listRoute.POST, "/api/developers/addons", { cookie, method: "POST", json, language });
const list = (cookie: string) => call(listRoute.GET, "/api/developers/addons", { cookie });
const one = (cookie: string, addonKey: string, method = "GET", json?: unknown) =>
  call(oneRoute[method as "GET"], `/api/developers/addons/${addonKey}`, {
    cookie,
    method,
    json,
    params: { addonKey },
  });

/** The stored row of an add-on, with its registration. */
async function rowOf(addonKey: string) {
  const [row] = await handle.db.select().from(addonRegistrations).where(eq(addonRegistrations.addonKey, addonKey));
  return row;
}

/** The registration as the stand-in has it, read with the stored token (opened). */
async function atSuite(addonKey: string) {
  const row = await rowOf(addonKey);
  const token = (await openSecret(row?.registrationAccessToken ?? "")) ?? "";
  return harness.readAtSuite(row?.registrationUri ?? `${suite.url}/api/v1/addon_registrations/${addonKey}`, token);
}

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  ({ cookies, ids: providers } = await harness.seedTwoProviders(handle.db, "アドオンの提供会社"));
});

afterAll(async () => {
  await handle?.close();
});

describe("the developer API of add-ons", () => {
  let addonKey = "";

  it("refuses what the parent service would, naming the field in the viewer's language, storing nothing", async () => {
    const http = await register(cookies.a, {
      name: "勤怠ラボ",
      addonUrl: "http://kintai.example/addon",
      scopes: ["employees:read"],
    });
    expect(http.status).toBe(422);
    expect(http.body.error.items.addonUrl).toEqual([
      "https:// で始まるURLにしてください（http://kintai.example/addon）。",
    ]);
    const notForAddons = await register(
      cookies.a,
      { name: "勤怠ラボ", addonUrl: "https://kintai.example/addon", scopes: ["employees:read", "payroll:write"] },
      "en-US",
    );
    expect(notForAddons.status).toBe(422);
    expect(notForAddons.body.error.items.scopes).toEqual(["An add-on cannot ask for these scopes: payroll:write"]);
    const none = await register(cookies.a, { name: "勤怠ラボ", addonUrl: "https://kintai.example/addon", scopes: [] });
    expect(none.status).toBe(422);
    expect(none.body.error.items.scopes).toEqual(["権限を1つ以上選んでください。"]);
    const unnamed = await register(cookies.a, { name: " ", addonUrl: "https://kintai.example/addon", scopes: [] });
    expect(unnamed.status).toBe(422);
    expect(Object.keys(unnamed.body.error.items)).toContain("name");
    expect(await handle.db.select().from(addonRegistrations)).toEqual([]);
  });

  it("registers an add-on with two scopes at the parent service, its token sealed and never answered", async () => {
    const created = await register(cookies.a, {
      name: "勤怠ラボ",
      addonUrl: "https://kintai.example/addon",
      scopes: ["employees:read", "attendance:write"],
    });
    expect(created.status).toBe(201);
    addonKey = created.body.addonKey;
    expect(addonKey).toMatch(/^ad_/);
    expect(created.body).toMatchObject({
      name: "勤怠ラボ",
      addonUrl: "https://kintai.example/addon",
      scopes: ["attendance:write", "employees:read"],
      state: "active",
      managed: true,
      usedBy: [],
    });
    const row = await rowOf(addonKey);
    expect(row?.registrationAccessToken).toMatch(/^v1\./);
    const suiteSide = await atSuite(addonKey);
    expect(suiteSide).toMatchObject({
      status: 200,
      body: { addon_key: addonKey, addon_url: "https://kintai.example/addon", software_id: `provider-${providers.a}` },
    });
    const listed = await list(cookies.a);
    expect(listed.status).toBe(200);
    expect(listed.body.addons.map((addon) => addon.addonKey)).toEqual([addonKey]);
    const token = (await openSecret(row?.registrationAccessToken ?? "")) ?? "none";
    for (const answer of [created, listed, await one(cookies.a, addonKey)]) {
      expect(answer.text).not.toContain(token);
      expect(answer.text).not.toContain(row?.registrationAccessToken ?? "none");
      expect(answer.text).not.toContain("registration");
    }
  });

  it("never shows nor changes the add-on to another provider (404, as for one that does not exist)", async () => {
    expect((await list(cookies.b)).body.addons).toEqual([]);
    expect((await one(cookies.b, addonKey)).status).toBe(404);
    expect((await one(cookies.b, addonKey, "PATCH", { name: "乗っ取り" })).status).toBe(404);
    expect((await one(cookies.b, addonKey, "DELETE")).status).toBe(404);
    expect((await one(cookies.a, "ad_no-such-addon")).status).toBe(404);
    expect((await one(cookies.a, addonKey)).body.name).toBe("勤怠ラボ");
    expect((await atSuite(addonKey)).status).toBe(200);
  });

  it("reads the add-on's state at the parent service now", async () => {
    const read = await one(cookies.a, addonKey);
    expect(read.body.state).toBe("active");
    const setStatus = (status: string) =>
      fetch(`${suite.url}/_test/set-addon-status`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ addonKey, status }),
      });
    expect((await setStatus("disabled")).status).toBe(200);
    const again = await one(cookies.a, addonKey);
    expect(again.body.state).toBe("disabled");
    expect(new Date(again.body.stateCheckedAt ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(read.body.stateCheckedAt ?? 0).getTime(),
    );
    expect((await list(cookies.a)).body.addons[0]?.state).toBe("disabled");
    await setStatus("active");
  });

  it("changes the scopes and URL at the parent service; a refused change keeps the add-on as it was", async () => {
    const refused = await one(cookies.a, addonKey, "PATCH", { addonUrl: "ftp://kintai.example/addon" });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.items)).toEqual(["addonUrl"]);
    const changed = await one(cookies.a, addonKey, "PATCH", {
      addonUrl: "https://kintai.example/addon/v2",
      scopes: ["employees:read", "leave:read"],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: "勤怠ラボ",
      addonUrl: "https://kintai.example/addon/v2",
      scopes: ["employees:read", "leave:read"],
      state: "active",
    });
    expect((await atSuite(addonKey)).body).toMatchObject({
      addon_url: "https://kintai.example/addon/v2",
      scope: "employees:read leave:read",
    });
  });

  it("reads the demo seed's add-on as stored and refuses to change or delete it", async () => {
    await handle.db.insert(addonRegistrations).values({
      appProviderId: providers.a,
      addonKey: SEED_ADDON,
      name: "勤怠ラボ（デモ）",
      addonUrl: "https://addons.hr-suite.example/seed-kintai-labs",
      registeredScopes: ["employees:read"],
    });
    const read = await one(cookies.a, SEED_ADDON);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ state: null, managed: false, stateCheckedAt: null });
    const patch = await one(cookies.a, SEED_ADDON, "PATCH", { name: "変更" });
    expect(patch.status).toBe(409);
    expect(patch.body.error.message).toBe("このアドオンはストアから登録されたものではないため、変更できません。");
    expect((await one(cookies.a, SEED_ADDON, "DELETE")).status).toBe(409);
    expect((await rowOf(SEED_ADDON))?.name).toBe("勤怠ラボ（デモ）");
  });

  it("refuses to delete an add-on an app or open draft names, naming them; deletes it at the suite once unused", async () => {
    const integration = { ...emptyIntegration(), addonKey, scopes: ["employees:read"] };
    const app = await seedApp(handle.db, {
      appProviderId: providers.a,
      code: "kintai-labs-app",
      name: "勤怠ラボ本番",
      integrationType: "suite_labs",
      integration,
    });
    const draft = await seedDraftApp(handle.db, {
      appId: null,
      appProviderId: providers.a,
      content: { ...emptyAppContent(), name: "勤怠ラボ下書き", code: "kintai-labs-draft", integration },
    });
    const listed = await list(cookies.a);
    const usedBy = listed.body.addons.find((addon) => addon.addonKey === addonKey)?.usedBy ?? [];
    expect(usedBy).toHaveLength(2);
    expect(usedBy).toEqual(
      expect.arrayContaining([
        { kind: "draft", id: draft.id, name: "勤怠ラボ下書き" },
        { kind: "app", id: app.id, name: "勤怠ラボ本番" },
      ]),
    );
    const refused = await one(cookies.a, addonKey, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("「勤怠ラボ下書き」");
    expect(refused.body.error.message).toContain("「勤怠ラボ本番」");
    expect((await atSuite(addonKey)).status).toBe(200);
    await handle.db.update(draftApps).set({ merged: true }).where(eq(draftApps.id, draft.id));
    await handle.db
      .update(apps)
      .set({ content: sql`jsonb_set(${apps.content}, '{integration,addonKey}', 'null'::jsonb)` })
      .where(eq(apps.id, app.id));
    expect((await list(cookies.a)).body.addons.find((addon) => addon.addonKey === addonKey)?.usedBy).toEqual([]);
    const token = (await openSecret((await rowOf(addonKey))?.registrationAccessToken ?? "")) ?? "";
    const deleted = await one(cookies.a, addonKey, "DELETE");
    expect(deleted.status).toBe(204);
    expect(await rowOf(addonKey)).toBeUndefined();
    expect((await harness.readAtSuite(`${suite.url}/api/v1/addon_registrations/${addonKey}`, token)).status).toBe(401);
  });

  it("answers 503 and stores nothing when the parent service does not answer", async () => {
    await suite.close();
    const before = await handle.db.select().from(addonRegistrations);
    const refused = await register(cookies.a, {
      name: "届かないアドオン",
      addonUrl: "https://kintai.example/unreachable",
      scopes: ["employees:read"],
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toContain("何も保存していません");
    expect(await handle.db.select().from(addonRegistrations)).toEqual(before);
  });
});
