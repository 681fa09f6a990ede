import type { TSessionUser } from "@store/domain/schemas/tenant";
import { describe, expect, it } from "vitest";
import { cxIdentity, memberLoginStorageKey, sendMemberLoginOnce } from "./tracking-events";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("tag-manager member_login (SPEC §7)", () => {
  it("is sent once per user, not once per page", () => {
    const storage = memoryStorage();
    const dataLayer: unknown[] = [];
    expect(sendMemberLoginOnce("u-yamada", storage, dataLayer)).toBe(true);
    expect(sendMemberLoginOnce("u-yamada", storage, dataLayer)).toBe(false);
    expect(sendMemberLoginOnce("u-yamada", storage, [])).toBe(false);
    expect(dataLayer).toEqual([{ event: "member_login", user_id: "u-yamada" }]);
    expect(storage.items.has(memberLoginStorageKey("u-yamada"))).toBe(true);
    expect(memberLoginStorageKey("u-yamada").startsWith("hrstore_")).toBe(true);
  });

  it("is sent again for another user in the same browser", () => {
    const storage = memoryStorage();
    const dataLayer: unknown[] = [];
    sendMemberLoginOnce("u-yamada", storage, dataLayer);
    sendMemberLoginOnce("u-sato", storage, dataLayer);
    expect(dataLayer).toEqual([
      { event: "member_login", user_id: "u-yamada" },
      { event: "member_login", user_id: "u-sato" },
    ]);
  });

  it("is still sent when storage is unavailable", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => undefined,
    };
    const dataLayer: unknown[] = [];
    expect(sendMemberLoginOnce("u-yamada", broken, dataLayer)).toBe(true);
    expect(dataLayer).toHaveLength(1);
  });
});

describe("customer-experience identity (SPEC §7)", () => {
  it("carries tenant subdomain, tenant id, user id, admin flag and e-mail", () => {
    const user: TSessionUser = {
      id: "u-yamada",
      name: "山田 花子",
      email: "hanako.yamada@sakura-shoji.example",
      admin: true,
      currentTenant: { id: "t-sakura", subdomain: "sakura-shoji", name: "さくら商事株式会社" },
      tenants: [],
    };
    expect(cxIdentity(user)).toEqual({
      tenantSubdomain: "sakura-shoji",
      tenantId: "t-sakura",
      userId: "u-yamada",
      admin: true,
      email: "hanako.yamada@sakura-shoji.example",
    });
    expect(cxIdentity({ ...user, currentTenant: null })).toMatchObject({ tenantSubdomain: null, tenantId: null });
  });
});
