// A provider's OAuth clients at the parent service (issue 27): one provider never reads nor changes
// another's, registration facts and rotations are stored as the suite answered, and a client an app
// or an open draft names cannot be deleted (the apps and drafts are named, for shared accounts).
import { emptyAppContent } from "@store/domain/schemas/app-content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import { seedApp } from "../seed/apps";
import { seedDraftApp } from "../seed/drafts";
import { seedOauthClient, seedProvider } from "../seed/providers";
import { createTestDb } from "../testing/test-db";
import {
  deleteOauthClient,
  findOauthClient,
  findOauthClientRegistration,
  insertRegisteredOauthClient,
  listOauthClients,
  listOauthClientUses,
  recordOauthClientSecretRotation,
  updateOauthClientRegistration,
} from "./oauth-clients";

describe(`oauth clients on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  const providers = { a: 0, b: 0 };
  const at = new Date("2026-11-01T00:00:00Z");

  const register = (appProviderId: number, clientId: string, name: string) =>
    insertRegisteredOauthClient(handle.db, {
      appProviderId,
      clientId,
      name,
      redirectUris: ["https://a.example/callback"],
      registeredScopes: ["employees:read"],
      registrationClientUri: `http://suite.example/oauth/register/${clientId}`,
      sealedRegistrationAccessToken: "v1.sealed",
      suiteState: "active",
      now: at,
    });

  beforeAll(async () => {
    handle = await createTestDb();
    providers.a = (await seedProvider(handle.db, { name: "甲社", email: "a@oauth-clients.example" })).id;
    providers.b = (await seedProvider(handle.db, { name: "乙社", email: "b@oauth-clients.example" })).id;
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("stores a registered client and lists it for its provider only", async () => {
    const row = await register(providers.a, "oc-a1", "甲の勤怠");
    expect(row).toMatchObject({
      clientId: "oc-a1",
      redirectUris: ["https://a.example/callback"],
      registeredScopes: ["employees:read"],
      suiteState: "active",
      stateCheckedAt: at,
      secretIssuedAt: at,
      previousSecretExpiresAt: null,
    });
    // The listing never carries the registration token; only the registration read does.
    expect(Object.keys(row)).not.toContain("registrationAccessToken");
    expect((await listOauthClients(handle.db, { appProviderId: providers.a })).map((c) => c.clientId)).toContain(
      "oc-a1",
    );
    expect(await listOauthClients(handle.db, { appProviderId: providers.b })).toEqual([]);
    expect(await findOauthClient(handle.db, { appProviderId: providers.b, clientId: "oc-a1" })).toBeUndefined();
    expect(
      await findOauthClientRegistration(handle.db, { appProviderId: providers.b, clientId: "oc-a1" }),
    ).toBeUndefined();
    expect(
      await findOauthClientRegistration(handle.db, { appProviderId: providers.a, clientId: "oc-a1" }),
    ).toMatchObject({
      registrationAccessToken: "v1.sealed",
      registrationClientUri: "http://suite.example/oauth/register/oc-a1",
    });
  });

  it("updates registration facts and rotations of the provider's own client only", async () => {
    await register(providers.a, "oc-a2", "甲の給与");
    const later = new Date("2026-11-02T00:00:00Z");
    expect(
      await updateOauthClientRegistration(handle.db, {
        appProviderId: providers.b,
        clientId: "oc-a2",
        name: "乗っ取り",
        suiteState: "disabled",
        checkedAt: later,
      }),
    ).toBeUndefined();
    const updated = await updateOauthClientRegistration(handle.db, {
      appProviderId: providers.a,
      clientId: "oc-a2",
      redirectUris: ["https://a.example/new"],
      registeredScopes: ["employees:read", "payroll:read"],
      suiteState: "disabled",
      checkedAt: later,
    });
    expect(updated).toMatchObject({
      name: "甲の給与",
      redirectUris: ["https://a.example/new"],
      registeredScopes: ["employees:read", "payroll:read"],
      suiteState: "disabled",
      stateCheckedAt: later,
    });
    const expires = new Date("2026-11-03T00:00:00Z");
    expect(
      await recordOauthClientSecretRotation(handle.db, {
        appProviderId: providers.b,
        clientId: "oc-a2",
        issuedAt: later,
        previousSecretExpiresAt: expires,
      }),
    ).toBeUndefined();
    expect(
      await recordOauthClientSecretRotation(handle.db, {
        appProviderId: providers.a,
        clientId: "oc-a2",
        issuedAt: later,
        previousSecretExpiresAt: expires,
      }),
    ).toMatchObject({ secretIssuedAt: later, previousSecretExpiresAt: expires });
  });

  it("names the apps and open drafts using a client, and refuses to delete it while they do", async () => {
    const shared = await register(providers.a, "oc-shared", "甲の共有アカウント");
    await seedApp(handle.db, {
      appProviderId: providers.a,
      code: "oc-app-linked",
      name: "甲のアプリA",
      integrationType: "connect",
      oauthClientId: shared.id,
    });
    await seedDraftApp(handle.db, {
      appId: null,
      appProviderId: providers.a,
      content: {
        ...emptyAppContent(),
        name: "甲の新アプリB",
        code: "oc-draft-b",
        integration: { ...emptyAppContent().integration, oauthClientId: "oc-shared", scopes: ["employees:read"] },
      },
    });
    // A merged draft is history: it does not hold the client.
    await seedDraftApp(handle.db, {
      appId: null,
      appProviderId: providers.a,
      merged: true,
      content: {
        ...emptyAppContent(),
        name: "甲の昔の下書き",
        code: "oc-draft-old",
        integration: { ...emptyAppContent().integration, oauthClientId: "oc-a1" },
      },
    });
    const uses = await listOauthClientUses(handle.db, {
      appProviderId: providers.a,
      clientIds: ["oc-shared", "oc-a1"],
    });
    expect(uses.map(({ kind, name, clientId }) => ({ kind, name, clientId }))).toEqual([
      { kind: "app", name: "甲のアプリA", clientId: "oc-shared" },
      { kind: "draft", name: "甲の新アプリB", clientId: "oc-shared" },
    ]);
    // Another provider asking about the same client ids learns nothing.
    expect(await listOauthClientUses(handle.db, { appProviderId: providers.b, clientIds: ["oc-shared"] })).toEqual([]);

    const refused = await deleteOauthClient(handle.db, { appProviderId: providers.a, clientId: "oc-shared" });
    expect(refused.deleted).toBe(false);
    expect(refused.uses.map((use) => use.name)).toEqual(["甲のアプリA", "甲の新アプリB"]);
    expect(await findOauthClient(handle.db, { appProviderId: providers.a, clientId: "oc-shared" })).toBeDefined();
  });

  it("deletes an unused client of its provider, never another provider's", async () => {
    await register(providers.a, "oc-a3", "甲の不要なクライアント");
    expect(await deleteOauthClient(handle.db, { appProviderId: providers.b, clientId: "oc-a3" })).toEqual({
      deleted: false,
      uses: [],
    });
    expect(await findOauthClient(handle.db, { appProviderId: providers.a, clientId: "oc-a3" })).toBeDefined();
    expect(await deleteOauthClient(handle.db, { appProviderId: providers.a, clientId: "oc-a3" })).toEqual({
      deleted: true,
      uses: [],
    });
    expect(await findOauthClient(handle.db, { appProviderId: providers.a, clientId: "oc-a3" })).toBeUndefined();
  });

  it("lists a seed client without a registration with no state", async () => {
    await seedOauthClient(handle.db, {
      appProviderId: providers.b,
      clientId: "oc-seed-b",
      name: "乙の既存クライアント",
    });
    const [seed] = await listOauthClients(handle.db, { appProviderId: providers.b });
    expect(seed).toMatchObject({ clientId: "oc-seed-b", suiteState: null, redirectUris: [], registeredScopes: [] });
  });
});
