import "server-only";
import type { TLinkCheck } from "@store/domain/pre-checks/links";
import {
  OutboundRefused,
  type TOutboundAnswer,
  type TOutboundPolicy,
  type TOutboundTarget,
  outboundRequest,
  outboundTarget,
} from "@/server/outbound/safe-fetch";

// The links rule's fetching (issue 11): does each link answer? Through the store's one SSRF-safe
// way out (server/outbound/safe-fetch.ts), each redirect hop checked again. A doubt (no answer in
// time, no address) is a warning, never a refusal: a flaky site must not block a provider. A name
// that resolves to a private address reads like one with no address at all, so the answer never
// tells what the store's DNS says; a private address written in the link is refused outright.

export type TLinkCheckOptions = TOutboundPolicy & {
  /** The whole check of one link, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Links checked at once. */
  concurrency: number;
  /**
   * The whole check of a draft's links: a link still waiting, or not yet asked, when it runs out is
   * a timeout warning. Submitting never waits longer on links, however slow they all are.
   */
  budgetMs: number;
};

/**
 * 5 s per link, 4 at a time, 15 s for them all: a draft's 30 links (MAX_CHECKED_LINKS) that all
 * hang hold the request 15 s, not 40.
 */
export const LINK_CHECK_DEFAULTS = { timeoutMs: 5_000, maxRedirects: 3, concurrency: 4, budgetMs: 15_000 } as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "HR-Suite-App-Store-PreCheck/1.0 (+link check of a listing under review)";

/** The checked address to connect to, or what the link check says instead. */
async function targetOf(url: URL, options: TLinkCheckOptions): Promise<TOutboundTarget | TLinkCheck> {
  try {
    return await outboundTarget(url, options);
  } catch (error) {
    if (!(error instanceof OutboundRefused)) return { outcome: "warning", code: "linkUnreachable" };
    if (error.reason === "notHttp") return { outcome: "failed", code: "linkNotHttp", values: { target: url.href } };
    if (error.reason === "privateAddress")
      return { outcome: "failed", code: "linkPrivateAddress", values: { host: url.hostname } };
    return { outcome: "warning", code: "linkUnreachable" };
  }
}

/** HEAD, and GET when the server refuses HEAD (405, 501); only the status line and headers are read. */
async function askHop(url: URL, target: TOutboundTarget, signal: AbortSignal): Promise<TOutboundAnswer> {
  const headers = { "user-agent": USER_AGENT, accept: "*/*" };
  const head = await outboundRequest(url, target, { method: "HEAD", headers, signal });
  return head.status === 405 || head.status === 501
    ? outboundRequest(url, target, { method: "GET", headers, signal })
    : head;
}

const timedOut = (ms: number): TLinkCheck => ({
  outcome: "warning",
  code: "linkTimeout",
  values: { seconds: Math.round(ms / 1000) },
});

/**
 * Checks one absolute link, following redirects by hand, each hop checked like the first; gives up
 * after `timeoutMs`, or when `deadline` (the whole check's budget) aborts.
 */
export async function checkLink(link: string, options: TLinkCheckOptions, deadline?: AbortSignal): Promise<TLinkCheck> {
  const own = AbortSignal.timeout(options.timeoutMs);
  const signal = deadline ? AbortSignal.any([own, deadline]) : own;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { outcome: "failed", code: "invalidUrl" };
  }
  try {
    for (let redirects = 0; ; redirects++) {
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
    return signal.aborted ? timedOut(options.timeoutMs) : { outcome: "warning", code: "linkUnreachable" };
  }
}

/**
 * Checks each distinct link once, a few at a time, within the budget; the answers by link, in the
 * order given. A link the budget left no time for is a timeout warning and is never asked.
 */
export async function checkLinks(
  links: readonly string[],
  options: TLinkCheckOptions,
): Promise<Map<string, TLinkCheck>> {
  const distinct = [...new Set(links)];
  const queue = [...distinct];
  const deadline = AbortSignal.timeout(options.budgetMs);
  const answers = new Map<string, TLinkCheck>();
  const worker = async () => {
    for (let link = queue.shift(); link !== undefined && !deadline.aborted; link = queue.shift()) {
      answers.set(link, await checkLink(link, options, deadline));
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, distinct.length) }, worker));
  return new Map(distinct.map((link) => [link, answers.get(link) ?? timedOut(options.budgetMs)]));
}
