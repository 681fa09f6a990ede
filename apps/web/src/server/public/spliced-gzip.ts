import { constants, crc32, deflateRawSync } from "node:zlib";

// A page kept compressed, whose few varying slots (the script nonce, page-cache.ts) are filled per
// response without compressing the page again. Each fixed part is deflated on its own and ends with
// a full flush, so it is byte-aligned and refers to nothing before it; a slot's text goes between
// two parts as a stored (uncompressed) block; a final empty block and the gzip trailer (CRC-32 and
// length of the whole text) close the stream (RFC 1951 §3.2.4, RFC 1952). Compressing the page
// costs milliseconds per response; filling it, microseconds.

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/** CRC-32 of `data` continuing `crc` (Node's zlib.crc32 answers 0 for empty data, whatever it continues). */
function continueCrc(data: Buffer, crc: number): number {
  return data.length === 0 ? crc : crc32(data, crc);
}

export type TSplicedGzip = { parts: readonly Buffer[]; deflated: readonly Buffer[] };

/** The fixed parts of a text, deflated each on its own; the slots go between them. */
export function splicedGzip(parts: readonly string[]): TSplicedGzip {
  const bytes = parts.map((part) => Buffer.from(part, "utf8"));
  const deflated = bytes.map((part) => deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH }));
  return { parts: bytes, deflated };
}

/** A stored deflate block of `data` (at most 65,535 bytes), starting at a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > MAX_STORED_BLOCK) throw new Error("a slot's text is longer than one stored block");
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The gzip stream of the parts joined by `slot`: what gzip would decompress to `parts.join(slot)`. */
export function fillSplicedGzip(page: TSplicedGzip, slot: string): Buffer {
  const filler = Buffer.from(slot, "utf8");
  const filled = storedBlock(filler);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.deflated.forEach((deflated, i) => {
    if (i > 0) {
      chunks.push(filled);
      crc = continueCrc(filler, crc);
      length += filler.length;
    }
    chunks.push(deflated);
    crc = continueCrc(page.parts[i] as Buffer, crc);
    length += (page.parts[i] as Buffer).length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
