// The link checker against real HTTP servers on this machine. They listen on 127.0.0.1, which the
// checker refuses unless a test allows that host:port, exactly as LINK_CHECK_ALLOWED_HOSTS does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLink, checkLinks, LINK_CHECK_DEFAULTS } from "./check-links";

type THandler = (request: IncomingMessage, response: ServerResponse) => void;
type TServer = { origin: string; hostPort: string; requests: string[]; close: () => Promise<void> };

async function serve(handler: THandler): Promise<TServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const answer =
  (status: number, headers: Record<string, string> = {}) =>
  (_: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, headers);
    res.end();
  };

let site: TServer;
let headless: TServer;
let hidden: TServer;
let slow: TServer;

beforeAll(async () => {
  // A site with pages, a missing page, redirect chains and a redirect into the private network.
  site = await serve((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    const hops = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (url.pathname === "/ok") return answer(200)(request, response);
    if (hops) {
      const left = Number(hops[1]);
      return answer(302, { location: left > 0 ? `/hop/${left - 1}` : "/ok" })(request, response);
    }
    if (url.pathname === "/to-hidden") return answer(302, { location: `${hidden.origin}/secret` })(request, response);
    if (url.pathname === "/to-file") return answer(301, { location: "file:///etc/passwd" })(request, response);
    if (url.pathname === "/busy") return answer(429)(request, response);
    return answer(404)(request, response);
  });
  // Refuses HEAD, as some servers do; GET answers.
  headless = await serve((request, response) => answer(request.method === "HEAD" ? 405 : 200)(request, response));
  // Never allowed: it must not receive a single request.
  hidden = await serve(answer(200));
  // Answers too late.
  slow = await serve((request, response) => {
    setTimeout(() => answer(200)(request, response), 2_000);
  });
});

afterAll(async () => {
  await Promise.all([site, headless, hidden, slow].map((server) => server?.close()));
});

const options = (...allowed: TServer[]) => ({
  ...LINK_CHECK_DEFAULTS,
  allowedHosts: new Set(allowed.map((server) => server.hostPort)),
});

describe("a link that answers", () => {
  it("passes on 200", async () => {
    expect(await checkLink(`${site.origin}/ok`, options(site))).toEqual({ outcome: "passed" });
  });

  it("fails on 404, naming the status", async () => {
    expect(await checkLink(`${site.origin}/no-such-page`, options(site))).toEqual({
      outcome: "failed",
      code: "linkStatus",
      values: { status: 404 },
    });
  });

  it("asks again with GET when HEAD is refused (405)", async () => {
    headless.requests.length = 0;
    expect(await checkLink(`${headless.origin}/page`, options(headless))).toEqual({ outcome: "passed" });
    expect(headless.requests).toEqual(["HEAD /page", "GET /page"]);
  });

  it("is only a warning when the site is busy (429)", async () => {
    expect(await checkLink(`${site.origin}/busy`, options(site))).toMatchObject({ outcome: "warning" });
  });
});

describe("redirects, followed by hand", () => {
  it("passes a chain of three redirects", async () => {
    site.requests.length = 0;
    expect(await checkLink(`${site.origin}/hop/2`, options(site))).toEqual({ outcome: "passed" });
    expect(site.requests).toEqual(["HEAD /hop/2", "HEAD /hop/1", "HEAD /hop/0", "HEAD /ok"]);
  });

  it("fails a fourth redirect without following it", async () => {
    site.requests.length = 0;
    expect(await checkLink(`${site.origin}/hop/3`, options(site))).toEqual({
      outcome: "failed",
      code: "linkTooManyRedirects",
      values: { maximum: 3 },
    });
    expect(site.requests).not.toContain("HEAD /ok");
  });

  it("refuses a redirect into a private address, which receives nothing", async () => {
    hidden.requests.length = 0;
    expect(await checkLink(`${site.origin}/to-hidden`, options(site))).toMatchObject({
      outcome: "failed",
      code: "linkPrivateAddress",
    });
    expect(hidden.requests).toEqual([]);
  });

  it("refuses a redirect to anything but http(s)", async () => {
    expect(await checkLink(`${site.origin}/to-file`, options(site))).toMatchObject({
      outcome: "failed",
      code: "linkNotHttp",
    });
  });
});

describe("addresses the store never fetches", () => {
  it("a link to a private address must not be fetched: the server receives zero requests", async () => {
    hidden.requests.length = 0;
    for (const link of [`${hidden.origin}/secret`, `http://localhost:${new URL(hidden.origin).port}/secret`]) {
      expect(await checkLink(link, options(site))).toMatchObject({ outcome: "failed", code: "linkPrivateAddress" });
    }
    expect(hidden.requests).toEqual([]);
  });

  it("checks every address a name resolves to, and connects to the one it checked", async () => {
    hidden.requests.length = 0;
    const port = new URL(hidden.origin).port;
    // One public and one private answer: refused as a whole, in the words used for a name with no
    // address, so the check never tells what the store's DNS answers.
    const mixed = { ...options(site), resolve: async () => ["93.184.215.14", "127.0.0.1"] };
    const unknown = { ...options(site), resolve: async () => Promise.reject(new Error("ENOTFOUND")) };
    const refused = await checkLink(`http://rebind.example:${port}/`, mixed);
    expect(refused).toEqual({ outcome: "warning", code: "linkUnreachable" });
    expect(await checkLink(`http://rebind.example:${port}/`, unknown)).toEqual(refused);
    expect(hidden.requests).toEqual([]);
    // An allowed name is fetched at the address its lookup gave (no second lookup could swap it).
    const pinned = {
      ...LINK_CHECK_DEFAULTS,
      allowedHosts: new Set([`pinned.example:${port}`]),
      resolve: async () => ["127.0.0.1"],
    };
    expect(await checkLink(`http://pinned.example:${port}/page`, pinned)).toEqual({ outcome: "passed" });
    expect(hidden.requests).toEqual(["HEAD /page"]);
  });

  it("refuses anything but http(s) links", async () => {
    expect(await checkLink("ftp://files.example/a", options())).toMatchObject({
      outcome: "failed",
      code: "linkNotHttp",
    });
  });

  it("refuses [::127.0.0.1] (the IPv4-compatible ::7f00:1) and the other IPv4-embedded forms", async () => {
    const port = new URL(hidden.origin).port;
    hidden.requests.length = 0;
    for (const host of ["[::127.0.0.1]", "[::ffff:127.0.0.1]", "[64:ff9b::7f00:1]", "[2002:7f00:1::1]"]) {
      expect(await checkLink(`http://${host}:${port}/`, options(site))).toMatchObject({
        outcome: "failed",
        code: "linkPrivateAddress",
      });
    }
    expect(hidden.requests).toEqual([]);
  });
});

describe("doubts are warnings", () => {
  it("a host that does not resolve", async () => {
    expect(await checkLink("https://no-such-host.invalid/", options())).toMatchObject({
      outcome: "warning",
      code: "linkUnreachable",
    });
  });

  it("no answer in time", async () => {
    expect(await checkLink(`${slow.origin}/`, { ...options(slow), timeoutMs: 300 })).toMatchObject({
      outcome: "warning",
      code: "linkTimeout",
    });
  });
});

it("checks each distinct link once", async () => {
  site.requests.length = 0;
  const checks = await checkLinks([`${site.origin}/ok`, `${site.origin}/ok`, `${site.origin}/gone`], options(site));
  expect([...checks.entries()]).toEqual([
    [`${site.origin}/ok`, { outcome: "passed" }],
    [`${site.origin}/gone`, { outcome: "failed", code: "linkStatus", values: { status: 404 } }],
  ]);
  expect(site.requests.sort()).toEqual(["HEAD /gone", "HEAD /ok"]);
});

it("gives the whole check a budget: links still waiting, or never asked, when it runs out are timeout warnings", async () => {
  slow.requests.length = 0;
  const links = Array.from({ length: 6 }, (_, index) => `${slow.origin}/page-${index}`);
  const checks = await checkLinks(links, { ...options(slow), concurrency: 2, budgetMs: 300 });
  expect([...checks.keys()]).toEqual(links);
  for (const check of checks.values()) expect(check).toMatchObject({ outcome: "warning", code: "linkTimeout" });
  // Only the first two were asked: the budget was gone before any of them answered.
  expect(slow.requests.sort()).toEqual(["HEAD /page-0", "HEAD /page-1"]);
});
