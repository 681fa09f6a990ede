// The app launcher's favourites (SPEC §2 Shell, issue 13 item 3): kept per person and tenant, only
// for apps the tenant has installed, and listed with the launcher's apps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import { seedApp } from "../seed/apps";
import { seedProvider } from "../seed/providers";
import { seedInstallation, seedTenant, seedTenantUser } from "../seed/tenants";
import { createTestDb } from "../testing/test-db";
import { findFavoriteAppIds, setLauncherFavorite } from "./launcher-favorites";

describe(`launcher favourites on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  const ids = { kintai: 0, sheets: 0, payroll: 0 };

  beforeAll(async () => {
    handle = await createTestDb();
    const db = handle.db;
    const provider = await seedProvider(db, { name: "星印株式会社", email: "star@provider.example" });
    const app = (code: string, name: string) =>
      seedApp(db, { appProviderId: provider.id, code, name, integrationType: "connect", status: "published" });
    ids.kintai = (await app("fav-kintai", "星の勤怠")).id;
    ids.sheets = (await app("fav-sheets", "星のシート")).id;
    ids.payroll = (await app("fav-payroll", "星の給与")).id;
    await seedTenant(db, { id: "t-fav-a", subdomain: "fav-a", name: "A社" });
    await seedTenant(db, { id: "t-fav-b", subdomain: "fav-b", name: "B社" });
    await seedTenantUser(db, {
      id: "u-fav",
      name: "星 花子",
      email: "hanako@fav.example",
      memberships: [
        { tenantId: "t-fav-a", admin: false },
        { tenantId: "t-fav-b", admin: true },
      ],
    });
    await seedTenantUser(db, {
      id: "u-fav-other",
      name: "別 太郎",
      email: "taro@fav.example",
      memberships: [{ tenantId: "t-fav-a", admin: true }],
    });
    for (const appId of [ids.kintai, ids.sheets])
      await seedInstallation(db, { tenantId: "t-fav-a", appId, installedBy: "u-fav-other" });
    await seedInstallation(db, { tenantId: "t-fav-b", appId: ids.kintai, installedBy: "u-fav" });
  });

  afterAll(async () => {
    await handle?.close();
  });

  const owner = (tenantId: string, suiteUserId = "u-fav") => ({ tenantId, suiteUserId });

  it("keeps a star per person and tenant", async () => {
    expect(await setLauncherFavorite(handle.db, { ...owner("t-fav-a"), code: "fav-kintai", favorite: true })).toBe(
      true,
    );
    expect([...(await findFavoriteAppIds(handle.db, owner("t-fav-a")))]).toEqual([ids.kintai]);
    // The same person in the other company, and another person in the same company, have none.
    expect((await findFavoriteAppIds(handle.db, owner("t-fav-b"))).size).toBe(0);
    expect((await findFavoriteAppIds(handle.db, owner("t-fav-a", "u-fav-other"))).size).toBe(0);
  });

  it("stars twice and unstars an unstarred app without error", async () => {
    expect(await setLauncherFavorite(handle.db, { ...owner("t-fav-a"), code: "fav-sheets", favorite: true })).toBe(
      true,
    );
    expect(await setLauncherFavorite(handle.db, { ...owner("t-fav-a"), code: "fav-sheets", favorite: true })).toBe(
      true,
    );
    expect([...(await findFavoriteAppIds(handle.db, owner("t-fav-a")))].sort()).toEqual(
      [ids.kintai, ids.sheets].sort(),
    );
    expect(await setLauncherFavorite(handle.db, { ...owner("t-fav-a"), code: "fav-sheets", favorite: false })).toBe(
      true,
    );
    expect(await setLauncherFavorite(handle.db, { ...owner("t-fav-a"), code: "fav-sheets", favorite: false })).toBe(
      true,
    );
    expect([...(await findFavoriteAppIds(handle.db, owner("t-fav-a")))]).toEqual([ids.kintai]);
  });

  it("refuses an app the tenant has not installed, and an unknown code, writing nothing", async () => {
    expect(await setLauncherFavorite(handle.db, { ...owner("t-fav-a"), code: "fav-payroll", favorite: true })).toBe(
      false,
    );
    expect(await setLauncherFavorite(handle.db, { ...owner("t-fav-b"), code: "fav-sheets", favorite: true })).toBe(
      false,
    );
    expect(await setLauncherFavorite(handle.db, { ...owner("t-fav-a"), code: "no-such-app", favorite: true })).toBe(
      false,
    );
    expect((await findFavoriteAppIds(handle.db, owner("t-fav-b"))).size).toBe(0);
    expect([...(await findFavoriteAppIds(handle.db, owner("t-fav-a")))]).toEqual([ids.kintai]);
  });
});
