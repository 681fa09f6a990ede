import "server-only";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

// The store's one way out to a URL a provider gave (link checks, webhooks): never a way into the
// store's own network. Only http(s); every address a host resolves to must be public (an allow-list:
// public IPv4 unicast, or IPv6 global unicast outside the special-purpose blocks, so no loopback,
// private, link-local, CGNAT, reserved, unique-local, and no IPv6 form that carries an IPv4
// address inside: mapped, compatible, NAT64, 6to4, Teredo); the connection goes to the address
// that was checked, so a second DNS answer cannot swap it (no DNS rebinding). Why not
// request-filtering-agent: it classifies with the same ipaddr.js `range()`, which calls the
// IPv4-compatible `::7f00:1` (`[::127.0.0.1]`) unicast, it checks only the address connected to
// after the connection started, and its errors name the DNS answer.
// What a refusal says is one generic sentence: never the DNS answer, never whether a name
// resolved to a private address.

export const OUTBOUND_UNREACHABLE = "this address cannot be reached from the store";

/**
 * Why a URL is refused for good (no retry changes it): `privateAddress` is a private address or a
 * local name written in the URL, `privateName` a name that resolved to one (never told apart to the provider).
 */
export type TOutboundRefusal = "notHttp" | "privateAddress" | "privateName";

export class OutboundRefused extends Error {
  constructor(readonly reason: TOutboundRefusal) {
    super(OUTBOUND_UNREACHABLE);
  }
}

/** The host has no address now (no such name, DNS failure): may change, so worth another try. */
export class OutboundUnresolved extends Error {
  constructor() {
    super(OUTBOUND_UNREACHABLE);
  }
}

const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");
// IETF protocol assignments (RFC 2928): Teredo 2001::/32, benchmarking, ORCHID, AMT, AS112 …
const IETF_PROTOCOL_ASSIGNMENTS = ipaddr.parseCIDR("2001::/23");

/** Whether an address is one the store may connect to: public unicast, with no IPv4 address embedded. */
export function isPublicAddress(address: string): boolean {
  // Only the canonical forms URLs and DNS answers use: no classful `1.2.3`, no octal, no hex.
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== "unicast") return false;
  if (parsed.kind() === "ipv4") return true;
  // `::7f00:1` is "unicast" to ipaddr.js; outside 2000::/3 nothing is public today.
  return parsed.match(GLOBAL_UNICAST) && !parsed.match(IETF_PROTOCOL_ASSIGNMENTS);
}

/** Names that mean this machine or its network whatever DNS says (RFC 6761, RFC 6762). */
function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name.endsWith(".local");
}

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** Whether the URL's host:port is one configuration lets the store reach although private (a test receiver). */
export function isAllowedHost(url: URL, allowedHosts: ReadonlySet<string>): boolean {
  return allowedHosts.has(hostKey(url));
}

export type TOutboundPolicy = {
  /** `host:port` (lower case) that may be reached although private: LINK_CHECK_ / WEBHOOK_ALLOWED_HOSTS. */
  allowedHosts: ReadonlySet<string>;
  /** The addresses of a host name; DNS unless a test says otherwise. */
  resolve?: (hostname: string) => Promise<string[]>;
};

export type TOutboundTarget = { address: string; family: 4 | 6 };

async function dnsAddresses(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

function targetOf(address: string): TOutboundTarget {
  return { address, family: ipaddr.parse(address).kind() === "ipv6" ? 6 : 4 };
}

/**
 * The checked address to connect to. Throws OutboundRefused (not http(s), a private address or
 * local name, or a name with any private address) or OutboundUnresolved (no address).
 */
export async function outboundTarget(url: URL, policy: TOutboundPolicy): Promise<TOutboundTarget> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundRefused("notHttp");
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const allowed = isAllowedHost(url, policy.allowedHosts);
  if (ipaddr.isValid(hostname)) {
    if (!allowed && !isPublicAddress(hostname)) throw new OutboundRefused("privateAddress");
    return targetOf(hostname);
  }
  if (!allowed && isLocalName(hostname)) throw new OutboundRefused("privateAddress");
  let addresses: string[];
  try {
    addresses = await (policy.resolve ?? dnsAddresses)(hostname);
  } catch {
    throw new OutboundUnresolved();
  }
  const [first] = addresses;
  if (first === undefined) throw new OutboundUnresolved();
  if (!allowed && !addresses.every(isPublicAddress)) throw new OutboundRefused("privateName");
  return targetOf(first);
}

export type TOutboundRequest = {
  method: "HEAD" | "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
};

export type TOutboundAnswer = { status: number; location: string | undefined };

/**
 * One request to the checked address, redirects never followed (the caller checks each hop again
 * with outboundTarget). Only the status line and headers are read; the body is thrown away.
 */
export function outboundRequest(
  url: URL,
  target: TOutboundTarget,
  request: TOutboundRequest,
): Promise<TOutboundAnswer> {
  const pinned = ((_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) callback(null, [target]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: request.method, signal: request.signal, agent: false, lookup: pinned, headers: request.headers },
      (response) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        response.destroy();
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** A URL checked and requested once: the pair every caller needs. */
export async function safeRequest(
  url: URL,
  policy: TOutboundPolicy,
  request: TOutboundRequest,
): Promise<TOutboundAnswer> {
  return outboundRequest(url, await outboundTarget(url, policy), request);
}
