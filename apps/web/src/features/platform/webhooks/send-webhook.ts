import "server-only";
import {
  OUTBOUND_UNREACHABLE,
  OutboundRefused,
  OutboundUnresolved,
  type TOutboundPolicy,
  safeRequest,
} from "@/server/outbound/safe-fetch";

// Posting to a URL a provider gave, through the store's one SSRF-safe way out
// (server/outbound/safe-fetch.ts): private targets refused unless WEBHOOK_ALLOWED_HOSTS lists the
// host:port, the connection to the checked address, and redirects not followed.

export const WEBHOOK_TIMEOUT_MS = 10_000;

export type TWebhookRequest = TOutboundPolicy & {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
};

/**
 * What one attempt came to: the answer's status, or why there was none. `refused`: the target may
 * never be reached (not http(s), a private address), so trying again is pointless.
 */
export type TWebhookAnswer = { status: number } | { status: null; error: string; refused?: true };

/** One POST, no redirects followed; the answer's body is not read. */
export async function postWebhook(request: TWebhookRequest): Promise<TWebhookAnswer> {
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { status: null, error: "not a valid URL", refused: true };
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const { status } = await safeRequest(url, request, {
      method: "POST",
      signal,
      body: request.body,
      headers: {
        ...request.headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(request.body)),
        "user-agent": "HR-Suite-App-Store-Webhook/1.0",
      },
    });
    return { status };
  } catch (error) {
    if (error instanceof OutboundRefused) return { status: null, error: OUTBOUND_UNREACHABLE, refused: true };
    if (error instanceof OutboundUnresolved) return { status: null, error: OUTBOUND_UNREACHABLE };
    if (signal.aborted) return { status: null, error: `no answer within ${Math.round(timeoutMs / 1000)} s` };
    // The system's words name the address connected to: only its code is kept.
    const code = (error as NodeJS.ErrnoException).code;
    return { status: null, error: code ? `could not connect (${code})` : "could not connect" };
  }
}
