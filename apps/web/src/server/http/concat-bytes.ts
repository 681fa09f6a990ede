const encoder = new TextEncoder();

/** One run of bytes from `parts` in order, text as UTF-8 (a body made of pieces). */
export function concatBytes(parts: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
