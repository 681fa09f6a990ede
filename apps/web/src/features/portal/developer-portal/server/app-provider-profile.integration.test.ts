// The company profile's use cases on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): a provider user reads and changes only their own provider, a stale
// save is refused with the current profile, and awards follow the id + _destroy convention.
import type { TDbHandle } from "@store/db/client";
import { findAppProviderProfile } from "@store/db/queries/app-providers";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import {
  type TAppProviderProfile,
  type TUpdateAppProviderProfileRequest,
  ZUpdateAppProviderProfileRequest,
} from "@store/domain/schemas/app-provider-profile";
import { createTestDb } from "@store/db/testing/test-db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedPrincipalOf, seedProviderWithUser } from "../testing/provider-fixtures";
import { getAppProviderProfile } from "./get-app-provider-profile";
import { updateAppProviderProfile } from "./update-app-provider-profile";

let handle: TDbHandle;
let providerA: TProviderPrincipal;
let providerB: TProviderPrincipal;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  ({ principal: providerA } = await seedProviderWithUser(handle.db, {
    name: "こもれび会計株式会社",
    description: "会計クラウド",
    address: "東京都渋谷区",
    url: "https://komorebi.example/",
    awards: [
      { title: "賞A1", description: "説明A1" },
      { title: "賞A2", description: "説明A2" },
      { title: "賞A3", description: "" },
    ],
  }));
  ({ principal: providerB } = await seedProviderWithUser(handle.db, {
    name: "株式会社ときわタイム",
    awards: [{ title: "賞B1", description: "説明B1" }],
  }));
});

/** The request a form sends when its user changes nothing but what `change` says. */
function saveOf(profile: TAppProviderProfile, change: Partial<TUpdateAppProviderProfileRequest> = {}) {
  return ZUpdateAppProviderProfileRequest.parse({
    name: profile.name,
    description: profile.description,
    address: profile.address,
    url: profile.url,
    email: profile.email,
    awards: profile.awards,
    updatedAt: profile.updatedAt,
    ...change,
  });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("the call was not refused");
}

describe("reading the company profile", () => {
  it("gives the signed-in user's own provider with its awards in order", async () => {
    const profile = await getAppProviderProfile(handle.db, providerA);
    expect(profile).toMatchObject({
      id: providerA.appProviderId,
      name: "こもれび会計株式会社",
      url: "https://komorebi.example/",
      awards: [{ title: "賞A1" }, { title: "賞A2" }, { title: "賞A3" }],
    });
    expect(profile.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(profile)).not.toContain("賞B1");
  });
});

describe("saving the company profile", () => {
  it("changes the fields, bumps updatedAt and answers the saved profile", async () => {
    const before = await getAppProviderProfile(handle.db, providerA);
    const saved = await updateAppProviderProfile(
      handle.db,
      providerA,
      saveOf(before, { name: "こもれび会計 株式会社", url: null, description: "一行目\n二行目" }),
    );
    expect(saved).toMatchObject({ name: "こもれび会計 株式会社", url: null, description: "一行目\n二行目" });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await getAppProviderProfile(handle.db, providerA)).toEqual(saved);
  });

  it("updates an award with an id, creates one without, deletes exactly the one with _destroy", async () => {
    const before = await getAppProviderProfile(handle.db, providerA);
    const [a1, a2, a3] = before.awards;
    if (!a1 || !a2 || !a3) throw new Error("seed has three awards");
    const saved = await updateAppProviderProfile(
      handle.db,
      providerA,
      saveOf(before, {
        awards: [
          { id: a3.id, title: "賞A3 改", description: "" },
          { title: "新しい賞", description: "今年の受賞" },
          { id: a2.id, _destroy: true, title: a2.title, description: a2.description },
          { id: a1.id, title: a1.title, description: a1.description },
        ],
      }),
    );
    expect(saved.awards).toEqual([
      { id: a3.id, title: "賞A3 改", description: "" },
      { id: expect.any(Number), title: "新しい賞", description: "今年の受賞" },
      { id: a1.id, title: "賞A1", description: "説明A1" },
    ]);
    expect(saved.awards.map((award) => award.id)).not.toContain(a2.id);
  });

  it("keeps the awards a save does not name, after the named ones", async () => {
    const before = await getAppProviderProfile(handle.db, providerA);
    const [a1, a2, a3] = before.awards;
    if (!a1 || !a2 || !a3) throw new Error("seed has three awards");
    const saved = await updateAppProviderProfile(
      handle.db,
      providerA,
      saveOf(before, { awards: [{ id: a3.id, title: "賞A3", description: "" }] }),
    );
    expect(saved.awards.map((award) => award.title)).toEqual(["賞A3", "賞A1", "賞A2"]);
  });

  it("refuses a save based on an older version with 409 and the current profile, changing nothing", async () => {
    const loaded = await getAppProviderProfile(handle.db, providerA);
    const colleague = await seedPrincipalOf(handle.db, {
      id: providerA.appProviderId,
      name: providerA.appProviderName,
    });
    const theirs = await updateAppProviderProfile(handle.db, colleague, saveOf(loaded, { address: "大阪府大阪市" }));

    const error = await refusal(updateAppProviderProfile(handle.db, providerA, saveOf(loaded, { name: "私の変更" })));
    expect(error.code).toBe("CONFLICT");
    expect(error.status).toBe(409);
    expect(error.userMessage?.key).toBe("developerArea.profile.conflict");
    expect(error.details).toEqual({ current: theirs });
    expect(await getAppProviderProfile(handle.db, providerA)).toEqual(theirs);

    // Saving over it with the version the 409 named works.
    const mine = await updateAppProviderProfile(
      handle.db,
      providerA,
      saveOf(loaded, { name: "私の変更", updatedAt: theirs.updatedAt }),
    );
    expect(mine).toMatchObject({ name: "私の変更", address: loaded.address });
  });

  it("never reads nor changes another provider: A's save names B's award", async () => {
    const a = await getAppProviderProfile(handle.db, providerA);
    const bBefore = await findAppProviderProfile(handle.db, { appProviderId: providerB.appProviderId });
    const bAward = bBefore?.awards[0];
    if (!bAward) throw new Error("B has an award");

    for (const award of [
      { id: bAward.id, title: "乗っ取り", description: "" },
      { id: bAward.id, _destroy: true, title: bAward.title, description: "" },
    ]) {
      const error = await refusal(
        updateAppProviderProfile(handle.db, providerA, saveOf(a, { name: "変更", awards: [award] })),
      );
      expect(error.code).toBe("UNPROCESSABLE");
      expect(error.userMessage?.key).toBe("developerArea.profile.errors.unknownAward");
    }
    expect(await findAppProviderProfile(handle.db, { appProviderId: providerB.appProviderId })).toEqual(bBefore);
    // Nothing of A's changed either: one transaction.
    expect(await getAppProviderProfile(handle.db, providerA)).toEqual(a);
  });

  it("changes B's own profile only when B saves it", async () => {
    const b = await getAppProviderProfile(handle.db, providerB);
    const a = await getAppProviderProfile(handle.db, providerA);
    await updateAppProviderProfile(handle.db, providerB, saveOf(b, { name: "ときわタイム" }));
    expect(await getAppProviderProfile(handle.db, providerA)).toEqual(a);
  });

  it("refuses more awards than the limit, counting those the save does not name", async () => {
    const a = await getAppProviderProfile(handle.db, providerA);
    const error = await refusal(
      updateAppProviderProfile(
        handle.db,
        providerA,
        saveOf(a, { awards: Array.from({ length: 18 }, (_, i) => ({ title: `賞${i}`, description: "" })) }),
      ),
    );
    expect(error.code).toBe("UNPROCESSABLE");
    expect(error.userMessage).toEqual({ key: "developerArea.profile.errors.tooManyAwards", values: { max: 20 } });
    expect(await getAppProviderProfile(handle.db, providerA)).toEqual(a);
  });
});
