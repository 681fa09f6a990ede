import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpAddress, SOCKET_ADDRESS_HEADER, stampSocketAddresses } from "./client-ip";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the client's address behind TRUST_PROXY_HOPS trusted proxies", () => {
  // One row per case: hops, the X-Forwarded-For the store received, the address it takes.
  const rows: [number, string, string | null][] = [
    [1, "203.0.113.7", "203.0.113.7"],
    [1, "198.51.100.1, 203.0.113.7", "203.0.113.7"],
    [1, "198.51.100.1,203.0.113.7 , ", "203.0.113.7"],
    [2, "198.51.100.1, 203.0.113.7, 10.0.0.2", "203.0.113.7"],
    // Fewer addresses than hops: the leftmost is as far as the trusted chain reaches.
    [3, "203.0.113.7, 10.0.0.2", "203.0.113.7"],
    [1, "::ffff:192.0.2.9", "192.0.2.9"],
    [1, "2001:db8::1", "2001:db8::1"],
    [1, "198.51.100.1, not-an-address", null],
    [1, "", null],
  ];
  it.each(rows)("hops %i, X-Forwarded-For %j → %s", (hops, forwarded, expected) => {
    expect(clientIpAddress(headers({ "x-forwarded-for": forwarded }), hops)).toBe(expected);
  });

  it("with no trusted proxy, ignores X-Forwarded-For and a stamp the client wrote itself", () => {
    const forged = headers({ "x-forwarded-for": "203.0.113.7", [SOCKET_ADDRESS_HEADER]: "guess 203.0.113.8" });
    expect(clientIpAddress(forged, 0)).toBeNull();
  });
});

describe("the connection's own address (hops 0) on a real HTTP server", () => {
  let server: http.Server;
  let seen: (string | null)[] = [];

  beforeAll(async () => {
    stampSocketAddresses();
    server = http.createServer((req, res) => {
      seen.push(clientIpAddress(headers(req.headers as Record<string, string>), 0));
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is the socket's address, whatever X-Forwarded-For or stamp the client sends", async () => {
    seen = [];
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`);
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "x-forwarded-for": "203.0.113.7", [SOCKET_ADDRESS_HEADER]: "forged 203.0.113.8" },
    });
    expect(seen).toEqual(["127.0.0.1", "127.0.0.1"]);
  });
});
