// Small request/response helpers for the routes the stand-in serves itself (oidc-provider brings
// its own Koa stack for the OAuth endpoints).
import type { IncomingMessage, ServerResponse } from "node:http";

/** Error JSON of the suite API: `{ "error": { "message": string, "items"?: {...} } }`. */
export class SuiteApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly items?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new SuiteApiError(413, "request body is too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Parses a JSON object body; an empty body reads as `{}`. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req);
  if (raw.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new SuiteApiError(400, "request body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new SuiteApiError(400, "request body must be a JSON object");
  }
  return value as Record<string, unknown>;
}

export async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

/** JSON, not to be cached unless `cacheControl` says otherwise (the public scope catalogue). */
export function sendJson(res: ServerResponse, status: number, body: unknown, cacheControl = "no-store"): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": cacheControl,
  });
  res.end(text);
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, { "cache-control": "no-store" });
  res.end();
}

export function sendError(res: ServerResponse, error: SuiteApiError): void {
  sendJson(res, error.status, { error: { message: error.message, ...(error.items ? { items: error.items } : {}) } });
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(html),
    "cache-control": "no-store",
    // Inline styles only; nothing else may load or frame the pages. No form-action: browsers apply
    // it to the redirects after a form post too, and sign-in ends with a redirect to the store.
    "content-security-policy":
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, status = 303): void {
  res.writeHead(status, { location, "content-length": "0", "cache-control": "no-store" });
  res.end();
}
