import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { GET as getFacets } from "@/app/api/apps/facets/route";
import { GET as getApps } from "@/app/api/apps/route";
import { GET as getNews } from "@/app/api/news/route";
import { GET as getReleases } from "@/app/api/releases/route";

// Vitest sets BASE_URL to "/" (Vite's base path), which the store's configuration rightly refuses.
vi.hoisted(() => {
  process.env.BASE_URL = "http://localhost:3000";
});

// A bad parameter is refused before the database is ever opened, so these need none.
/** The viewer reads the generic bad-request message in their language; `items` names the parameters. */
const BAD_REQUEST_JA = "リクエストの内容が正しくありません。もう一度操作をやり直してください。";
type THandler = typeof getApps;

async function call(handler: THandler, path: string) {
  const response = await handler(new NextRequest(`http://localhost${path}`), { params: Promise.resolve({}) });
  return {
    status: response.status,
    body: (await response.json()) as { error: { code: string; message: string; items?: object } },
  };
}

const appListCases: [string, string][] = [
  ["q", `q=${"あ".repeat(101)}`],
  ["categories", "categories=abc"],
  ["categories", "categories=1,,2"],
  ["categories", "categories=0"],
  ["categories", "categories=-3"],
  ["categories", "categories=1.5"],
  ["categories", "categories=99999999999"],
  ["plan", "plan=gold"],
  ["campaign", "campaign=yes"],
  ["rating", "rating=5"],
  ["rating", "rating=1"],
  ["rating", "rating=four"],
  ["sort", "sort=name"],
  ["page", "page=0"],
  ["page", "page=abc"],
  ["page", "page=10001"],
  ["perPage", "perPage=101"],
  ["perPage", "perPage=0"],
];

describe("catalog API query parameters", () => {
  it.each(appListCases)("GET /api/apps refuses a bad %s with a 400 naming it (%s)", async (name, search) => {
    for (const handler of [getApps, getFacets]) {
      const { status, body } = await call(handler, `/api/apps?${search}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "BAD_REQUEST", message: BAD_REQUEST_JA });
      expect(Object.keys(body.error.items ?? {})).toEqual([name]);
    }
  });

  it("names every bad parameter at once", async () => {
    const { status, body } = await call(getApps, "/api/apps?plan=x&sort=y");
    expect(status).toBe(400);
    expect(Object.keys(body.error.items ?? {})).toEqual(["plan", "sort"]);
  });

  it.each([
    ["page", "page=0"],
    ["page", "page=x"],
    ["limit", "limit=0"],
    ["limit", "limit=51"],
    ["limit", "limit=ten"],
  ])("GET /api/news and /api/releases refuse a bad %s (%s)", async (name, search) => {
    for (const [handler, path] of [
      [getNews, "/api/news"],
      [getReleases, "/api/releases"],
    ] as const) {
      const { status, body } = await call(handler, `${path}?${search}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe("BAD_REQUEST");
      expect(Object.keys(body.error.items ?? {})).toEqual([name]);
    }
  });
});
