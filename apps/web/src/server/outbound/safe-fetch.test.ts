// The address filter of the store's one way out: every form of a non-public address is refused,
// whether written in the URL or answered by DNS, and the refusal says nothing of the DNS answer.
import fc from "fast-check";
import ipaddr from "ipaddr.js";
import { describe, expect, it } from "vitest";
import {
  isPublicAddress,
  OUTBOUND_UNREACHABLE,
  OutboundRefused,
  OutboundUnresolved,
  outboundTarget,
} from "./safe-fetch";

const PRIVATE_V4 = [
  ["loopback", "127.0.0.1"],
  ["loopback, end of block", "127.255.255.254"],
  ["private 10/8", "10.1.2.3"],
  ["private 172.16/12", "172.31.255.1"],
  ["private 192.168/16", "192.168.1.1"],
  ["link-local (cloud metadata)", "169.254.169.254"],
  ["CGNAT 100.64/10", "100.64.0.1"],
  ["unspecified", "0.0.0.0"],
  ["this network 0/8", "0.1.2.3"],
  ["multicast", "224.0.0.1"],
  ["broadcast", "255.255.255.255"],
  ["reserved 240/4", "240.0.0.1"],
  ["IETF protocol assignments", "192.0.0.8"],
  ["documentation", "192.0.2.1"],
  ["benchmarking", "198.18.0.1"],
  ["6to4 relay anycast", "192.88.99.1"],
] as const;

const PRIVATE_V6 = [
  ["loopback", "::1"],
  ["unspecified", "::"],
  ["link-local", "fe80::1"],
  ["unique-local (cloud metadata)", "fd00:ec2::254"],
  ["site-local (deprecated)", "fec0::1"],
  ["multicast", "ff02::1"],
  ["IPv4-mapped", "::ffff:127.0.0.1"],
  ["IPv4-mapped, hex", "::ffff:7f00:1"],
  ["IPv4-mapped, public v4 inside", "::ffff:8.8.8.8"],
  ["IPv4-compatible", "::127.0.0.1"],
  ["IPv4-compatible, hex", "::7f00:1"],
  ["IPv4-compatible, private", "::a00:1"],
  ["IPv4-translated (SIIT)", "::ffff:0:7f00:1"],
  ["NAT64 well-known prefix", "64:ff9b::7f00:1"],
  ["NAT64 with a private v4", "64:ff9b::10.0.0.1"],
  ["NAT64 local-use prefix", "64:ff9b:1::a00:1"],
  ["6to4 with a private v4", "2002:7f00:1::1"],
  ["6to4 with 10/8", "2002:a00:1::"],
  ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
  ["Teredo, zero", "2001::1"],
  ["IETF assignments 2001::/23", "2001:2::1"],
  ["documentation 2001:db8::/32", "2001:db8::1"],
  ["documentation 3fff::/20", "3fff::1"],
  ["discard-only", "100::1"],
  ["not yet allocated", "4000::1"],
] as const;

describe("isPublicAddress", () => {
  it.each(PRIVATE_V4)("refuses IPv4 %s (%s)", (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PRIVATE_V6)("refuses IPv6 %s (%s)", (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["public IPv4", "93.184.215.14"],
    ["public IPv4, DNS", "8.8.8.8"],
    ["public IPv6", "2001:4860:4860::8888"],
    ["public IPv6, Cloudflare", "2606:4700:4700::1111"],
  ])("allows %s (%s)", (_, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(["not-an-address", "", "1.2.3", "127.0.0.1.nip.io"])("refuses what is no address: %j", (text) => {
    expect(isPublicAddress(text)).toBe(false);
  });

  const privateV4 = fc.oneof(
    fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(0), fc.nat(255), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.integer({ min: 224, max: 255 }), fc.nat(255), fc.nat(255), fc.nat(255)),
  );
  const v4Words = ([a, b, c, d]: readonly number[]) => [((a ?? 0) << 8) | (b ?? 0), ((c ?? 0) << 8) | (d ?? 0)];
  const v6 = (words: readonly number[]) => new ipaddr.IPv6(words as number[]).toString();

  it("refuses every private IPv4 address, and every IPv6 form that embeds one", () => {
    fc.assert(
      fc.property(privateV4, (octets) => {
        const [high, low] = v4Words(octets) as [number, number];
        const forms = [
          octets.join("."),
          v6([0, 0, 0, 0, 0, 0xffff, high, low]), // mapped
          v6([0, 0, 0, 0, 0, 0, high, low]), // compatible
          v6([0, 0, 0, 0, 0xffff, 0, high, low]), // translated
          v6([0x64, 0xff9b, 0, 0, 0, 0, high, low]), // NAT64
          v6([0x64, 0xff9b, 1, 0, 0, 0, high, low]), // NAT64 local use
          v6([0x2002, high, low, 0, 0, 0, 0, 1]), // 6to4
          v6([0x2001, 0, 0x4136, 0xe378, 0, 0, ~high & 0xffff, ~low & 0xffff]), // Teredo
        ];
        for (const form of forms) expect(isPublicAddress(form), form).toBe(false);
      }),
    );
  });

  it("refuses any IPv6 address outside global unicast, or in the special-purpose blocks inside it", () => {
    const word = fc.nat(0xffff);
    const rest = fc.array(word, { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(fc.integer({ min: 0, max: 0x1fff }), rest), // below 2000::/3
          fc.tuple(fc.integer({ min: 0x4000, max: 0xffff }), rest), // above it
          fc.tuple(fc.constant(0x2002), rest), // 6to4
          fc
            .tuple(fc.constant(0x2001), rest)
            .map(([first, [second, ...more]]) => [first, [(second ?? 0) & 0x1ff, ...more]] as const), // 2001::/23
        ),
        ([first, more]) => {
          expect(isPublicAddress(v6([first, ...more]))).toBe(false);
        },
      ),
    );
  });

  it("allows public IPv4 unicast", () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        fc.pre(ipaddr.parse(address).range() === "unicast");
        expect(isPublicAddress(address)).toBe(true);
      }),
    );
  });
});

describe("outboundTarget", () => {
  const policy = (answers: string[] | Error) => ({
    allowedHosts: new Set<string>(),
    resolve: async () => {
      if (answers instanceof Error) throw answers;
      return answers;
    },
  });

  async function refusal(url: string, answers: string[] | Error = ["93.184.215.14"]) {
    return outboundTarget(new URL(url), policy(answers)).then(
      () => null,
      (error: unknown) => error,
    );
  }

  it.each([
    "http://127.0.0.1/",
    "http://[::127.0.0.1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[64:ff9b::a00:1]/",
    "http://[2002:c0a8:101::1]/",
    "http://[2001::1]/",
    "http://2130706433/", // 127.0.0.1 as one number
    "http://0x7f.1/",
    "http://017700000001/",
    "http://localhost:3000/",
    "http://app.localhost/",
    "http://printer.local/",
  ])("refuses %s before any lookup, with the one generic message", async (url) => {
    const error = await refusal(url);
    expect(error).toBeInstanceOf(OutboundRefused);
    expect((error as OutboundRefused).reason).toBe("privateAddress");
    expect((error as Error).message).toBe(OUTBOUND_UNREACHABLE);
  });

  it("refuses a name with any private answer, saying no more than for a name with no answer", async () => {
    const rebinding = await refusal("https://hooks.example/", ["93.184.215.14", "10.0.0.7"]);
    const mapped = await refusal("https://hooks.example/", ["::ffff:169.254.169.254"]);
    const unknown = await refusal("https://hooks.example/", new Error("ENOTFOUND hooks.example"));
    const empty = await refusal("https://hooks.example/", []);
    expect(rebinding).toBeInstanceOf(OutboundRefused);
    expect(mapped).toBeInstanceOf(OutboundRefused);
    expect(unknown).toBeInstanceOf(OutboundUnresolved);
    expect(empty).toBeInstanceOf(OutboundUnresolved);
    for (const error of [rebinding, mapped, unknown, empty]) {
      expect((error as Error).message).toBe(OUTBOUND_UNREACHABLE);
      expect((error as Error).message).not.toMatch(/10\.0\.0\.7|169\.254|ENOTFOUND|private/);
    }
  });

  it("refuses anything but http(s)", async () => {
    for (const url of ["ftp://files.example/a", "file:///etc/passwd", "gopher://x.example/"]) {
      expect(await refusal(url)).toMatchObject({ reason: "notHttp", message: OUTBOUND_UNREACHABLE });
    }
  });

  it("answers the first checked address of a public name, and a listed host although private", async () => {
    expect(await outboundTarget(new URL("https://ok.example/"), policy(["93.184.215.14", "2606:4700::1"]))).toEqual({
      address: "93.184.215.14",
      family: 4,
    });
    const allowed = { allowedHosts: new Set(["receiver.test:8080"]), resolve: async () => ["127.0.0.1"] };
    expect(await outboundTarget(new URL("http://receiver.test:8080/hook"), allowed)).toEqual({
      address: "127.0.0.1",
      family: 4,
    });
    expect(await outboundTarget(new URL("http://[2606:4700:4700::1111]/"), policy([]))).toEqual({
      address: "2606:4700:4700::1111",
      family: 6,
    });
  });
});
