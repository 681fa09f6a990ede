import { describe, expect, it, vi } from "vitest";
import { authCookies, SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { authErrorCode } from "./auth-error-codes";
import { arrangeLauncherApps, type TLauncherApp } from "./launcher-apps";
import { resyncSession } from "./session-resync";
import {
  accessTokenExpiresSoon,
  stateAfterRefreshFailure,
  stateFromMe,
  toSessionUser,
} from "@/server/tenant-session/session-state";
import type { TSuiteMe } from "@/server/suite/suite-answers";
import { viewerOf } from "./use-viewer";

const me: TSuiteMe = {
  id: "u-yamada",
  name: "山田 花子",
  email: "hanako.yamada@sakura-shoji.example",
  admin: true,
  currentTenantId: "t-sakura",
  tenants: [
    { id: "t-sakura", subdomain: "sakura-shoji", name: "さくら商事株式会社", active: true, admin: true },
    { id: "t-aozora", subdomain: "aozora-tech", name: "株式会社あおぞらテック", active: true, admin: false },
  ],
};
const tokens = { accessToken: "at", refreshToken: "rt", accessTokenExpiresAt: 1_000_000 };

describe("the session's user (SPEC §3 User)", () => {
  it("has the current tenant, the tenant selection and the admin flag of the current tenant", () => {
    expect(toSessionUser(stateFromMe("s-1", me, tokens))).toEqual({
      id: "u-yamada",
      name: "山田 花子",
      email: "hanako.yamada@sakura-shoji.example",
      admin: true,
      currentTenant: { id: "t-sakura", subdomain: "sakura-shoji", name: "さくら商事株式会社" },
      tenants: [
        { id: "t-sakura", subdomain: "sakura-shoji", name: "さくら商事株式会社", admin: true },
        { id: "t-aozora", subdomain: "aozora-tech", name: "株式会社あおぞらテック", admin: false },
      ],
    });
    const inAozora = toSessionUser(stateFromMe("s-1", { ...me, admin: false, currentTenantId: "t-aozora" }, tokens));
    expect(inAozora.admin).toBe(false);
    expect(inAozora.currentTenant?.id).toBe("t-aozora");
  });

  it("never carries a token", () => {
    expect(JSON.stringify(toSessionUser(stateFromMe("s-1", me, tokens)))).not.toMatch(/"at"|"rt"|Token/);
  });

  it("drops the tokens when a refresh is refused", () => {
    expect(stateAfterRefreshFailure(stateFromMe("s-1", me, tokens))).toMatchObject({
      accessToken: "",
      refreshToken: null,
      error: "RefreshAccessTokenError",
    });
  });

  it.each([
    [1_000_000 - 60_001, false],
    [1_000_000 - 60_000, true],
    [1_000_001, true],
  ])("at %i the access token expires soon: %s", (now, soon) => {
    expect(accessTokenExpiresSoon(stateFromMe("s-1", me, tokens), now)).toBe(soon);
  });
});

describe("viewer roles (SPEC §6)", () => {
  const user = toSessionUser(stateFromMe("s-1", me, tokens));
  it.each([
    [null, "visitor"],
    [user, "tenantAdmin"],
    [{ ...user, admin: false }, "tenantUser"],
    [{ ...user, currentTenant: null }, "tenantUser"],
  ] as const)("%# → %s", (viewer, expected) => {
    expect(viewerOf(viewer)).toBe(expected);
  });
});

describe("next-auth cookies (SPEC §9)", () => {
  it("are prefixed, http-only, SameSite=Lax at path /, Secure only over https", () => {
    for (const secure of [false, true]) {
      const cookies = authCookies(secure);
      for (const { name, options } of Object.values(cookies)) {
        expect(name.startsWith("hrstore_")).toBe(true);
        expect(options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", secure });
      }
    }
    expect(authCookies(false).sessionToken.name).toBe(SESSION_COOKIE_NAME);
  });
});

describe("auth error codes", () => {
  it.each([
    ["SessionRequired", "SessionRequired"],
    ["OAuthCallback", "OAuthCallback"],
    ["AccessDenied", "AccessDenied"],
    ["undefined", "Default"],
    [undefined, "Default"],
    ["<script>", "Default"],
  ])("%s → %s", (raw, code) => {
    expect(authErrorCode(raw)).toBe(code);
  });
});

describe("app launcher (SPEC §2 Shell)", () => {
  const apps: TLauncherApp[] = [
    { code: "b", name: "Bento勤怠", reading: "bentoきんたい", logoImage: null, url: null, favorite: true },
    { code: "a", name: "Asagi給与", reading: "asagiきゅうよ", logoImage: null, url: null, favorite: false },
    { code: "c", name: "Chat", reading: "", logoImage: null, url: "https://chat.example/", favorite: true },
  ];
  const arrange = (mode: "favorite" | "all", sort: "default" | "nameAsc" | "nameDesc", query = "") =>
    arrangeLauncherApps(apps, { mode, sort, query, locale: "ja" });

  it.each([
    ["all", "default", "", ["b", "a", "c"]],
    ["all", "nameAsc", "", ["a", "b", "c"]],
    ["all", "nameDesc", "", ["c", "b", "a"]],
    ["favorite", "default", "", ["b", "c"]],
    ["all", "default", "ｃｈａｔ", ["c"]],
  ] as const)("%s / %s / '%s' → %o", (mode, sort, query, codes) => {
    const view = arrange(mode, sort, query);
    expect(view.kind === "apps" ? view.apps.map((app) => app.code) : view.kind).toEqual(codes);
  });

  // Issue 31: names sort by their readings (50音), not kanji by code point; the search folds
  // half-width katakana and finds a name by its reading.
  const japanese: TLauncherApp[] = [
    { code: "tokiwa", name: "ときわ勤怠", reading: "ときわきんたい", logoImage: null, url: null, favorite: false },
    { code: "asagi", name: "朝霧給与", reading: "あさぎりきゅうよ", logoImage: null, url: null, favorite: false },
    { code: "komorebi", name: "こもれび経費", reading: "こもれびけいひ", logoImage: null, url: null, favorite: false },
    {
      code: "kaede",
      name: "楓ワークフロー",
      reading: "かえでわーくふろー",
      logoImage: null,
      url: null,
      favorite: false,
    },
  ];
  it.each([
    ["nameAsc", "", ["asagi", "kaede", "komorebi", "tokiwa"]],
    ["nameDesc", "", ["tokiwa", "komorebi", "kaede", "asagi"]],
    ["default", "ｺﾓﾚﾋﾞ", ["komorebi"]],
    ["default", "コモレビ", ["komorebi"]],
    ["default", "きんたい", ["tokiwa"]],
    ["default", "ｶｴﾃﾞ", ["kaede"]],
  ] as const)("Japanese names: %s / '%s' → %o", (sort, query, codes) => {
    const view = arrangeLauncherApps(japanese, { mode: "all", sort, query, locale: "ja" });
    expect(view.kind === "apps" ? view.apps.map((app) => app.code) : view.kind).toEqual(codes);
  });

  it("says 'App not found' when the search matches nothing, and 'empty' when there is nothing at all", () => {
    expect(arrange("all", "default", "nothing-like-this").kind).toBe("notFound");
    expect(arrangeLauncherApps([], { mode: "all", sort: "default", query: "", locale: "ja" }).kind).toBe("empty");
    expect(arrangeLauncherApps([], { mode: "favorite", sort: "nameAsc", query: "x", locale: "ja" }).kind).toBe(
      "notFound",
    );
  });
});

describe("session resync when the browser comes back online (SPEC §4, §8)", () => {
  function deps(response: () => Promise<Response>, hadSession = true) {
    return {
      fetch: vi.fn(response) as unknown as typeof fetch,
      hadSession,
      update: vi.fn(async () => undefined),
      signOutLocally: vi.fn(async () => undefined),
      report: vi.fn(),
    };
  }

  it("logs a failed session fetch as CLIENT_SESSION_ERROR and keeps the session", async () => {
    const d = deps(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await resyncSession(d)).toBe("failed");
    expect(d.report).toHaveBeenCalledWith("CLIENT_SESSION_ERROR", "Failed to fetch");
    expect(d.update).not.toHaveBeenCalled();
    expect(d.signOutLocally).not.toHaveBeenCalled();
  });

  it("logs a server error the same way", async () => {
    const d = deps(async () => new Response("{}", { status: 500 }));
    expect(await resyncSession(d)).toBe("failed");
    expect(d.report).toHaveBeenCalledWith("CLIENT_SESSION_ERROR", "status 500");
  });

  it("signs out locally when the session has ended or its refresh was refused", async () => {
    for (const body of [{}, { user: { id: "u" }, error: "RefreshAccessTokenError" }]) {
      const d = deps(async () => Response.json(body));
      expect(await resyncSession(d)).toBe("absent");
      expect(d.signOutLocally).toHaveBeenCalledTimes(1);
    }
  });

  it("re-reads a live session into the provider", async () => {
    const d = deps(async () => Response.json({ user: { id: "u-yamada" }, expires: "2030-01-01" }));
    expect(await resyncSession(d)).toBe("present");
    expect(d.update).toHaveBeenCalledTimes(1);
  });
});
