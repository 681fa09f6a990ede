import "server-only";
import { AppError, type TUserMessage } from "@store/domain/errors";

/** The largest body a JSON endpoint reads unless its route says otherwise: every payload is small. */
export const BODY_LIMIT_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/;

/** The media type of the request, lower-cased, without parameters (charset …). */
function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** 415 unless the body is one of the `accepted` media types (a pattern, or exact names). */
export function assertMediaType(request: Request, accepted: RegExp | readonly string[]): void {
  const type = mediaType(request);
  const ok = accepted instanceof RegExp ? accepted.test(type) : accepted.includes(type);
  if (!ok) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `a body of type "${type || "(none)"}" is not accepted here`, {
      userMessage: { key: "requestGuards.unsupportedType" },
    });
  }
}

/**
 * The body's bytes, read from the stream with a cap: a body over `limitBytes` is refused with 413
 * as soon as its declared length or the bytes read so far say so, never buffered whole.
 */
export async function readBodyBytes(
  request: Request,
  limitBytes = BODY_LIMIT_BYTES,
  tooLargeMessage: TUserMessage = { key: "requestGuards.tooLarge" },
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", `the request body is over ${limitBytes} bytes`, { userMessage: tooLargeMessage });
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      // The client went away mid-body (its socket reset): a bad request, never a server fault,
      // and nothing to do with the database (whose lost connections carry the same error codes).
      throw new AppError("BAD_REQUEST", `the request body ended before it was read (${String(error)})`);
    });
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text (UTF-8), read with the cap of readBodyBytes. */
export async function readBodyText(request: Request, limitBytes = BODY_LIMIT_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limitBytes));
}

/** A JSON body: 415 for another media type, 413 over the cap, 400 when it does not parse. */
export async function readJsonBody(request: Request, limitBytes = BODY_LIMIT_BYTES): Promise<unknown> {
  assertMediaType(request, JSON_TYPE);
  const text = await readBodyText(request, limitBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "the request body must be JSON", {
      userMessage: { key: "requestGuards.notJson" },
    });
  }
}

/** A form body (application/x-www-form-urlencoded): 415 for another media type, 413 over the cap. */
export async function readFormBody(request: Request, limitBytes = BODY_LIMIT_BYTES): Promise<URLSearchParams> {
  assertMediaType(request, ["application/x-www-form-urlencoded"]);
  return new URLSearchParams(await readBodyText(request, limitBytes));
}

/**
 * A multipart body (multipart/form-data, files included): 415 for another media type, 413 over the
 * cap (with `tooLargeMessage`), 400 when it does not parse as multipart.
 */
export async function readMultipartBody(
  request: Request,
  limitBytes: number,
  tooLargeMessage?: TUserMessage,
): Promise<FormData> {
  assertMediaType(request, ["multipart/form-data"]);
  const bytes = await readBodyBytes(request, limitBytes, tooLargeMessage);
  const contentType = request.headers.get("content-type") ?? "";
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "the request body is not readable multipart/form-data", {
      userMessage: { key: "requestGuards.notJson" },
    });
  }
}
