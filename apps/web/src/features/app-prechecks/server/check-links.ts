import "server-only";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { TLinkCheck } from "@store/domain/pre-checks/links";
import ipaddr from "ipaddr.js";

// The links rule's fetching (issue 11): does each link answer? Never a way into the store's own
// network: only http(s), every address a host resolves to must be a public unicast one, the
// connection goes to the address that was checked (a second DNS answer cannot swap it, so DNS
// rebinding gets nowhere), and each redirect hop is checked again. A doubt (no answer in time, no
// such host) is a warning, never a refusal: a flaky site must not block a provider.

export type TLinkCheckOptions = {
  /** `host:port` (lower case) that may be fetched although private: LINK_CHECK_ALLOWED_HOSTS. */
  allowedHosts: ReadonlySet<string>;
  /** The whole check of one link, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Links checked at once. */
  concurrency: number;
  /** The addresses of a host name; DNS unless a test says otherwise. */
  resolve?: (hostname: string) => Promise<string[]>;
};

export const LINK_CHECK_DEFAULTS = { timeoutMs: 5_000, maxRedirects: 3, concurrency: 4 } as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "HR-Suite-App-Store-PreCheck/1.0 (+link check of a listing under review)";

/** Whether an address is one the store may fetch from: public unicast only (IPv4-mapped IPv6 read as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

async function dnsAddresses(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

type TTarget = { address: string; family: 4 | 6 };

/** The checked address to connect to, or why the host may not be fetched. */
async function targetOf(url: URL, options: TLinkCheckOptions): Promise<TTarget | TLinkCheck> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (ipaddr.isValid(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await (options.resolve ?? dnsAddresses)(hostname);
    } catch {
      return { outcome: "warning", code: "linkUnresolvable", values: { host: hostname } };
    }
  }
  const [first] = addresses;
  if (first === undefined) return { outcome: "warning", code: "linkUnresolvable", values: { host: hostname } };
  if (!options.allowedHosts.has(hostKey(url)) && !addresses.every(isPublicAddress))
    return { outcome: "failed", code: "linkPrivateAddress", values: { host: hostname } };
  return { address: first, family: ipaddr.parse(first).kind() === "ipv6" ? 6 : 4 };
}

type THopAnswer = { status: number; location: string | undefined };

/** One request to the checked address; only the status line and headers are read. */
function requestOnce(url: URL, target: TTarget, method: "HEAD" | "GET", signal: AbortSignal): Promise<THopAnswer> {
  const pinned = ((_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) callback(null, [target]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method, signal, agent: false, lookup: pinned, headers: { "user-agent": USER_AGENT, accept: "*/*" } },
      (response) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        response.destroy();
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** HEAD, and GET when the server refuses HEAD (405, 501). */
async function askHop(url: URL, target: TTarget, signal: AbortSignal): Promise<THopAnswer> {
  const head = await requestOnce(url, target, "HEAD", signal);
  return head.status === 405 || head.status === 501 ? requestOnce(url, target, "GET", signal) : head;
}

/** Checks one absolute link, following redirects by hand, each hop checked like the first. */
export async function checkLink(link: string, options: TLinkCheckOptions): Promise<TLinkCheck> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { outcome: "failed", code: "invalidUrl" };
  }
  try {
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== "http:" && url.protocol !== "https:")
        return { outcome: "failed", code: "linkNotHttp", values: { target: url.href } };
      const target = await targetOf(url, options);
      if ("outcome" in target) return target;
      const answer = await askHop(url, target, signal);
      if (REDIRECTS.has(answer.status) && answer.location) {
        if (redirects >= options.maxRedirects)
          return { outcome: "failed", code: "linkTooManyRedirects", values: { maximum: options.maxRedirects } };
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status === 429) return { outcome: "warning", code: "linkStatus", values: { status: 429 } };
      if (answer.status >= 400) return { outcome: "failed", code: "linkStatus", values: { status: answer.status } };
      return { outcome: "passed" };
    }
  } catch {
    return signal.aborted
      ? { outcome: "warning", code: "linkTimeout", values: { seconds: Math.round(options.timeoutMs / 1000) } }
      : { outcome: "warning", code: "linkUnreachable" };
  }
}

/** Checks each distinct link once, a few at a time; the answers by link. */
export async function checkLinks(
  links: readonly string[],
  options: TLinkCheckOptions,
): Promise<Map<string, TLinkCheck>> {
  const queue = [...new Set(links)];
  const total = queue.length;
  const checks = new Map<string, TLinkCheck>();
  const worker = async () => {
    for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
      checks.set(link, await checkLink(link, options));
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, total) }, worker));
  return checks;
}
