import { showsErrorInPlace, type TInPlaceErrorForm } from "@store/domain/dialog-errors";
import { errorCodeFromStatus, type TErrorCode, type TErrorItems } from "@store/domain/errors";
import { z } from "zod";
import { isRetryableStatus, QUERY_RETRIES, retryDelayMs } from "./retry-policy";

// SPEC §7 shared helper: the one way the browser calls the store's API. JSON in and out; POST, PUT
// and PATCH may send FormData instead (the browser sets its multipart header); a 204 has no body.
// A failure is an ApiError whose code is the SPEC §8 kind of its status.

/** A failed call: the SPEC §8 kind, the HTTP status (0 when nothing answered) and the server's words. */
export class ApiError extends Error {
  /** SPEC §8: BAD_REQUEST, UNAUTHENTICATED, PAYMENT_REQUIRED, FORBIDDEN, NOT_FOUND, UNPROCESSABLE, else UNEXPECTED. */
  readonly code: TErrorCode;
  readonly status: number;
  /** Per-field messages of a refused form (already in the viewer's language). */
  readonly items: TErrorItems;
  /** From Retry-After, when the server said when to come back. */
  readonly retryAfterSeconds?: number;
  /** What the server sent to recover with (`error.details`, e.g. the current row of a 409). */
  readonly details: Record<string, unknown>;

  /** `message` is the server's `error.message`, in the viewer's language; empty when it sent none. */
  constructor(
    status: number,
    message: string,
    items: TErrorItems = {},
    retryAfterSeconds?: number,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = errorCodeFromStatus(status);
    this.items = items;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}

const ZErrorBody = z.object({
  error: z.object({
    message: z.string(),
    items: z.record(z.string(), z.array(z.string())).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

type TMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type TPayload = FormData | unknown;

function retryAfter(response: Response): number | undefined {
  const value = response.headers.get("retry-after");
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The ApiError of a failed response (its JSON error body, Retry-After); shared with uploads. */
export async function parseApiFailure(response: Response): Promise<ApiError> {
  const parsed = ZErrorBody.safeParse(await response.json().catch(() => null));
  const error = parsed.success ? parsed.data.error : { message: "", items: undefined, details: undefined };
  return new ApiError(response.status, error.message, error.items ?? {}, retryAfter(response), error.details ?? {});
}

/** `keepalive`: the call may outlive the page (a log line sent while leaving it). */
type TSendOptions = { keepalive?: boolean };

async function send<T>(method: TMethod, path: string, payload?: TPayload, options: TSendOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (payload instanceof FormData) body = payload;
  else if (payload !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(payload);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      mode: "cors",
      credentials: "same-origin",
      keepalive: options.keepalive,
    });
  } catch {
    // Offline, blocked or aborted: nothing answered.
    throw new ApiError(0, "");
  }
  if (!response.ok) throw await parseApiFailure(response);
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  if (text === "") return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A success that is not JSON is not an answer this client understands: unexpected.
    throw new ApiError(response.status, "");
  }
}

/** `retries`: how many times a failed read is tried again (SPEC §9: 3 unless said otherwise). */
type TGetOptions = { retries?: number };

/**
 * SPEC §9: a read (GET, idempotent) is tried again after a failure nobody caused on purpose (no
 * answer, a timeout, too many requests, a server error), waiting longer each time but never more
 * than 30 s. Mutations are never repeated on their own: the user decides whether to send again.
 */
async function getWithRetries<T>(path: string, options: TGetOptions = {}): Promise<T> {
  const retries = options.retries ?? QUERY_RETRIES;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send<T>("GET", path);
    } catch (error) {
      if (attempt >= retries || !(error instanceof ApiError) || !isRetryableStatus(error.status)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt, error.retryAfterSeconds)));
    }
  }
}

export const apiClient = {
  get: <T>(path: string, options?: TGetOptions) => getWithRetries<T>(path, options),
  post: <T>(path: string, payload?: TPayload, options?: TSendOptions) => send<T>("POST", path, payload, options),
  put: <T>(path: string, payload?: TPayload) => send<T>("PUT", path, payload),
  patch: <T>(path: string, payload?: TPayload) => send<T>("PATCH", path, payload),
  delete: <T = void>(path: string, payload?: TPayload) => send<T>("DELETE", path, payload),
};

/**
 * Whether a failure is one the form answers in place with the server's words (SPEC §8, the table in
 * packages/domain/src/dialog-errors.ts); otherwise it is unexpected.
 */
export function isShownFailure(error: unknown, form: TInPlaceErrorForm): error is ApiError {
  return error instanceof ApiError && showsErrorInPlace(form, error.status) && error.message !== "";
}
