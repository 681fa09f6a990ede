import "server-only";
import { randomBytes } from "node:crypto";
import dc from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { config } from "./config";

// Route handlers never see the connection: NextRequest carries only headers. Next's server fills
// `x-forwarded-for` from the socket only when the client sent none (base-server.js,
// `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), so a client that sends its own
// header hides the real address. Node publishes every incoming request on a diagnostics channel
// before any handler runs; there the server stamps the socket's address into a header of its
// own, overwriting whatever a client sent under that name. The stamp carries a secret made at
// start, so a request that arrived before the subscription (the first few, while Next starts)
// cannot pass off a forged stamp either: it simply has no known socket address.

/** The header the stamp travels in, from the HTTP server to route handlers. */
export const SOCKET_ADDRESS_HEADER = "x-store-socket-address";

type THeaders = { get: (name: string) => string | null };

const stampState = globalThis as unknown as { storeSocketStamp?: { secret: string } };

function stampSecret(): string {
  stampState.storeSocketStamp ??= { secret: randomBytes(16).toString("hex") };
  return stampState.storeSocketStamp.secret;
}

/** Called once when the server starts (instrumentation.ts); later calls do nothing. */
export function stampSocketAddresses(): void {
  const state = globalThis as unknown as { storeSocketStampSubscribed?: boolean };
  if (state.storeSocketStampSubscribed) return;
  state.storeSocketStampSubscribed = true;
  const secret = stampSecret();
  dc.subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[SOCKET_ADDRESS_HEADER] = `${secret} ${request.socket?.remoteAddress ?? ""}`;
  });
}

/** `::ffff:192.0.2.1` is the IPv4 address 192.0.2.1; anything that is no IP address is null. */
function normalise(address: string | undefined): string | null {
  const trimmed = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return trimmed && isIP(trimmed) ? trimmed : null;
}

function socketAddress(headers: THeaders): string | null {
  const stamp = headers.get(SOCKET_ADDRESS_HEADER);
  const secret = stampState.storeSocketStamp?.secret;
  if (!stamp || !secret) return null;
  const [given, address] = stamp.split(" ");
  return given === secret ? normalise(address) : null;
}

/**
 * The client's IP address, or null when it cannot be known. With no trusted proxy (hops 0) it is
 * the connection's own address and X-Forwarded-For is ignored. Behind N trusted proxies, each of
 * which appends the address it received the request from, it is the Nth address of
 * X-Forwarded-For counted from the right: what the outermost trusted proxy saw. Addresses a
 * client wrote further left are never read.
 */
export function clientIpAddress(headers: THeaders, hops: number = config().TRUST_PROXY_HOPS): string | null {
  if (hops === 0) return socketAddress(headers);
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than hops: the leftmost is as far as the trusted chain reaches.
  const entry = forwarded[Math.max(0, forwarded.length - hops)];
  return normalise(entry);
}

/** Where a request comes from: what account sessions and the operation log record. */
export type TRequestClient = { ipAddress: string | null; userAgent: string };

export function requestClient(headers: THeaders): TRequestClient {
  return { ipAddress: clientIpAddress(headers), userAgent: headers.get("user-agent") ?? "" };
}
