import "server-only";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { isPublicAddress } from "@/features/app-prechecks/server/check-links";

// Posting to a URL a provider gave: never a way into the store's own network. Only http(s), every
// address the host resolves to must be public unicast (unless WEBHOOK_ALLOWED_HOSTS lists the
// host:port), the connection goes to the checked address, and redirects are not followed.

export const WEBHOOK_TIMEOUT_MS = 10_000;

export type TWebhookRequest = {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowedHosts: ReadonlySet<string>;
  timeoutMs?: number;
  resolve?: (hostname: string) => Promise<string[]>;
};

/** What one attempt came to: the answer's status, or why there was none. */
export type TWebhookAnswer = { status: number } | { status: null; error: string };

export class WebhookRefusedUrl extends Error {}

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** Whether the URL's host:port is one listed in WEBHOOK_ALLOWED_HOSTS. */
export function isAllowedHost(url: URL, allowedHosts: ReadonlySet<string>): boolean {
  return allowedHosts.has(hostKey(url));
}

async function dnsAddresses(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

/** The address to connect to; throws WebhookRefusedUrl for a private one or a URL that is not http(s). */
export async function webhookTarget(
  url: URL,
  allowedHosts: ReadonlySet<string>,
  resolve: (hostname: string) => Promise<string[]> = dnsAddresses,
): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new WebhookRefusedUrl("not an http(s) URL");
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = ipaddr.isValid(hostname) ? [hostname] : await resolve(hostname);
  const [first] = addresses;
  if (first === undefined) throw new Error(`${hostname} has no address`);
  if (!isAllowedHost(url, allowedHosts) && !addresses.every(isPublicAddress))
    throw new WebhookRefusedUrl(`${hostname} is a private address`);
  return { address: first, family: ipaddr.parse(first).kind() === "ipv6" ? 6 : 4 };
}

/** One POST, no redirects followed; the answer's body is not read. */
export async function postWebhook(request: TWebhookRequest): Promise<TWebhookAnswer> {
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const url = new URL(request.url);
    const target = await webhookTarget(url, request.allowedHosts, request.resolve);
    const pinned = ((_hostname, options, callback) => {
      if ((options as { all?: boolean }).all) callback(null, [target]);
      else callback(null, target.address, target.family);
    }) as LookupFunction;
    const client = url.protocol === "https:" ? https : http;
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = client.request(
        url,
        {
          method: "POST",
          signal,
          agent: false,
          lookup: pinned,
          headers: {
            ...request.headers,
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(request.body)),
            "user-agent": "HR-Suite-App-Store-Webhook/1.0",
          },
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
        },
      );
      outgoing.on("error", reject);
      outgoing.end(request.body);
    });
    return { status };
  } catch (error) {
    if (signal.aborted) return { status: null, error: `no answer within ${Math.round(timeoutMs / 1000)} s` };
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
}
