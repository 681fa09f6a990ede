// Generators of bad input for the security suite, shared by the in-process tests (vitest) and the
// HTTP ones (Playwright): malformed percent-escapes, NUL, lone surrogates and control characters, overlong strings,
// unicode, wrong JSON types, invalid JSON, huge numbers, prototype-pollution keys and content types
// a JSON endpoint does not take. Runs are deterministic: a fixed seed unless SECURITY_FUZZ_SEED is set.
import fc from "fast-check";
import { concatBytes } from "../../server/http/concat-bytes";

const DEFAULT_SEED = 20_260_408;
const DEFAULT_RUNS = 1000;

/** The fast-check seed of this run: SECURITY_FUZZ_SEED, or a fixed one. */
export function fuzzSeed(): number {
  const raw = process.env.SECURITY_FUZZ_SEED;
  if (raw === undefined || raw === "") return DEFAULT_SEED;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`SECURITY_FUZZ_SEED must be an integer, got "${raw}"`);
  return seed;
}

/** Generated cases per endpoint and per dynamic path: SECURITY_FUZZ_RUNS, 1000 by default. */
export function fuzzRuns(): number {
  const raw = process.env.SECURITY_FUZZ_RUNS;
  if (raw === undefined || raw === "") return DEFAULT_RUNS;
  const runs = Number(raw);
  if (!Number.isSafeInteger(runs) || runs <= 0)
    throw new Error(`SECURITY_FUZZ_RUNS must be a positive integer, got "${raw}"`);
  return runs;
}

/** `runs` cases of `arbitrary`, the same ones every time for one seed; `salt` varies them per target. */
export function generate<T>(arbitrary: fc.Arbitrary<T>, salt: string): T[] {
  let seed = fuzzSeed();
  for (const char of salt) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return fc.sample(arbitrary, { numRuns: fuzzRuns(), seed });
}

/** How to reproduce a run, for failure messages. */
export function replayHint(): string {
  return `seed ${fuzzSeed()}, ${fuzzRuns()} runs (SECURITY_FUZZ_SEED=${fuzzSeed()} replays them)`;
}

// ——— Text as a handler sees it (decoded) ———

const controlChar = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f)).map((c) => String.fromCharCode(c));

const overlong = fc
  .tuple(fc.constantFrom("a", "あ", "%", "\u0000", "😀", "<script>"), fc.integer({ min: 300, max: 12_000 }))
  .map(([unit, times]) => unit.repeat(times));

const pollutionKey = fc.constantFrom("__proto__", "constructor", "prototype", "__defineGetter__", "hasOwnProperty");

/** Any string a client can make Next hand to a handler: unicode, controls, NUL, lone surrogates, overlong, tricks. */
export const decodedText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.array(fc.oneof(controlChar, fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 8 }).map((p) => p.join("")),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    // Lone surrogates: a high one, a low one, a pair the wrong way round.
    "\uD800",
    "a\uDFFFb",
    "\uDC00\uD83D",
    "../../etc/passwd",
    "%00",
    "%E0%A4%A",
    "\uFEFF",
    "\u202E",
    "NaN",
  ),
  pollutionKey,
  overlong,
);

/**
 * Text as a URL or a form encodes it: a lone surrogate becomes U+FFFD (WHATWG's UTF-8 encoder), so
 * paths and form fields never carry one; JSON keeps it (`"\ud800"`).
 */
export function onTheWire(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** A near miss of one of `valid`: padded, with a NUL, a lone surrogate or a control character, cased, doubled. */
export function nearMiss(valid: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...valid),
      fc.constantFrom(
        (v: string) => ` ${v}`,
        (v: string) => `${v} `,
        (v: string) => `\t${v}\n`,
        (v: string) => `${v}\u0000`,
        (v: string) => `\u0000${v}`,
        (v: string) => `${v}\uD800`,
        (v: string) => `\uDFFF${v}`,
        (v: string) => v.toUpperCase(),
        (v: string) => `${v}${v}`,
        (v: string) => `${v}/`,
        (v: string) => `${v}\u200B`,
        (v: string) => v.normalize("NFKD").replace(/-/g, "\u2010"),
      ),
    )
    .map(([v, change]) => change(v));
}

/** Mostly bad text, sometimes a valid value or a near miss, so the deeper paths run too. */
export function textAround(valid: readonly string[]): fc.Arbitrary<string> {
  return valid.length === 0
    ? decodedText
    : fc.oneof(
        { arbitrary: decodedText, weight: 3 },
        { arbitrary: fc.constantFrom(...valid), weight: 4 },
        { arbitrary: nearMiss(valid), weight: 3 },
      );
}

// ——— Raw path segments, as sent on the wire ———

const malformedEscape = fc.constantFrom(
  "%",
  "%E",
  "%ZZ",
  "%G0",
  "%2",
  "%%",
  "%u0041",
  "%E0%A4%A",
  "%ED%A0%80",
  "%ED%BF%BF",
  "%C0%AF",
  "%C3",
  "%FF",
  "%F4%90%80%80",
  "%E0%80%80",
);
const controlEscape = fc.oneof(
  fc.constantFrom("%00", "%7F", "%0A", "%0D", "%09"),
  fc.integer({ min: 0, max: 0x1f }).map((c) => `%${c.toString(16).padStart(2, "0").toUpperCase()}`),
);
const pathTrick = fc.constantFrom("%2F", "%5C", "..", "%2E%2E", "%2e", ".", "%20", "+", ";", "%3B", "~", "%23", "%3F");
const encodedUnicode = fc
  .oneof(
    fc.string({ unit: "binary", minLength: 1, maxLength: 8 }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }),
  )
  .map((text) => encodeURIComponent(text));
const asciiWord = fc.stringMatching(/^[a-z0-9_-]{1,24}$/);
const overlongRaw = fc
  .tuple(fc.constantFrom("a", "%E3%81%82", "%00", "%ZZ"), fc.integer({ min: 100, max: 1200 }))
  .map(([unit, times]) => unit.repeat(times));

/** One raw path segment: pieces of bad escapes, controls, tricks and unicode around `valid` values. */
export function rawSegment(valid: readonly string[] = []): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { arbitrary: malformedEscape, weight: 4 },
    { arbitrary: controlEscape, weight: 3 },
    { arbitrary: pathTrick, weight: 1 },
    { arbitrary: encodedUnicode, weight: 2 },
    { arbitrary: asciiWord, weight: 3 },
    { arbitrary: overlongRaw, weight: 1 },
    ...(valid.length > 0 ? [{ arbitrary: fc.constantFrom(...valid).map(encodeURIComponent), weight: 3 }] : []),
  );
  return fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(""));
}

/** A query string, raw: empty most of the time, else pairs of raw pieces. */
export const rawQuery: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(""), weight: 3 },
  {
    arbitrary: fc
      .array(
        fc.tuple(
          // The operation log's filters and export format too (type, app, user, from, to, format).
          rawSegment(["callbackUrl", "page", "q", "t", "type", "app", "user", "from", "to", "format"]),
          rawSegment(["1", "/", "https://evil.example", "csv", "install", "2026-02-30", "=1+1"]),
        ),
        {
          minLength: 1,
          maxLength: 3,
        },
      )
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
    weight: 1,
  },
);

// ——— Bodies ———

/** JSON values of the wrong type for any field: huge and odd numbers, deep nesting, long text. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, [], {}, [null], "", "0"),
  decodedText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 20, max: 400 }).map((depth) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`)),
);

export type TFieldVariants = Record<string, fc.Arbitrary<unknown>>;

/**
 * Raw JSON text of an object: the example's fields (or a variant of them), some with wrong values,
 * some missing, some extra (`__proto__` and friends).
 */
function objectText(example: Record<string, unknown>, variants: TFieldVariants): fc.Arbitrary<string> {
  const fields = Object.entries(example).map(([key, value]) =>
    fc
      .oneof(
        { arbitrary: variants[key] ?? fc.constant(value), weight: 6 },
        { arbitrary: wrongValue, weight: 2 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      )
      .map((v) => (v === undefined ? null : `${JSON.stringify(key)}:${JSON.stringify(v)}`)),
  );
  const extra = fc.array(
    fc.tuple(fc.oneof(pollutionKey, fc.string({ maxLength: 10 })), wrongValue).map(([k, v]) => {
      const value = JSON.stringify(k === "__proto__" ? { admin: true, polluted: "yes" } : v);
      return `${JSON.stringify(k)}:${value ?? "null"}`;
    }),
    { maxLength: 3 },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([own, more]) => {
    const members = [...own.filter((m): m is string => m !== null), ...more];
    return `{${members.join(",")}}`;
  });
}

/** Text that is not JSON, or not the JSON a parser takes: truncated, trailing junk, BOM, huge. */
function invalidJson(example: Record<string, unknown>): fc.Arbitrary<string> {
  const valid = JSON.stringify(example);
  return fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, valid.length - 1) }).map((end) => valid.slice(0, end)),
    fc.constantFrom(
      "",
      "{",
      "[",
      "nul",
      "undefined",
      "NaN",
      "{'code':'x'}",
      `${valid}garbage`,
      `\uFEFF${valid}`,
      `${valid}\u0000`,
      "1e999999",
      `1${"0".repeat(400)}`,
      "-",
      '{"a":1,,}',
      '"\\ud800"',
      '{"\\u0000":1}',
      "code=x&email=a%40b.example",
    ),
    fc.integer({ min: 1000, max: 20_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
    fc.integer({ min: 1000, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
    decodedText,
  );
}

/** A request body: text, or `bytes` when it is binary (a multipart upload); `text` then describes it. */
export type TBodyCase = { text: string; contentType: string | null; bytes?: Uint8Array };

const contentType = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 7 },
  {
    arbitrary: fc.constantFrom(
      null,
      "application/json; charset=utf-8",
      "application/json; charset=utf-16",
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----security",
      "application/xml",
      "application/octet-stream",
      "application/merge-patch+json",
      "*/*",
      "json",
    ),
    weight: 3,
  },
);

/**
 * A request body around `example`, a body the endpoint takes, with `variants` of its fields (near
 * misses of valid values): wrong types, invalid JSON, other media types.
 */
export function bodyAround(example: Record<string, unknown>, variants: TFieldVariants = {}): fc.Arbitrary<TBodyCase> {
  const text = fc.oneof(
    { arbitrary: objectText(example, variants), weight: 6 },
    { arbitrary: invalidJson(example), weight: 2 },
    { arbitrary: wrongValue.map((v) => JSON.stringify(v) ?? "null"), weight: 1 },
    {
      arbitrary: overlong.map((long) => JSON.stringify({ ...example, [Object.keys(example)[0] ?? "a"]: long })),
      weight: 1,
    },
  );
  return fc.record({ text, contentType });
}

// ——— Multipart uploads ———

const encoder = new TextEncoder();

/** File contents around `valid` ones: real images, cut short, with garbage, or anything else. */
function fileBytesAround(valid: readonly Uint8Array[]): fc.Arbitrary<Uint8Array> {
  const real = fc.constantFrom(...valid);
  return fc.oneof(
    { arbitrary: real, weight: 3 },
    { arbitrary: fc.tuple(real, fc.nat()).map(([bytes, n]) => bytes.slice(0, n % bytes.byteLength)), weight: 2 },
    {
      arbitrary: fc.tuple(real, fc.uint8Array({ maxLength: 64 })).map(([bytes, junk]) => concatBytes([bytes, junk])),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(real, fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(([bytes, at, junk]) => {
        const copy = bytes.slice();
        copy.set(junk.slice(0, Math.max(0, copy.byteLength - (at % copy.byteLength))), at % copy.byteLength);
        return copy;
      }),
      weight: 2,
    },
    { arbitrary: fc.uint8Array({ maxLength: 200 }), weight: 1 },
    { arbitrary: decodedText.map((text) => encoder.encode(text)), weight: 1 },
    {
      arbitrary: fc
        .constantFrom(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><svg/>',
          "%PDF-1.7",
          "GIF89a",
          "RIFF\u0000\u0000\u0000\u0000WEBP",
        )
        .map((text) => encoder.encode(text)),
      weight: 1,
    },
  );
}

/**
 * A multipart/form-data body with text `fields` and one `file` field around `files`: well formed
 * most of the time, else with the boundary wrong, cut short, a part missing or doubled.
 */
export function multipartAround(
  fields: Record<string, fc.Arbitrary<string>>,
  files: readonly Uint8Array[],
): fc.Arbitrary<TBodyCase> {
  const boundary = "----security-boundary";
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const names = Object.keys(fields);
  return fc
    .record({
      values: fc.tuple(...names.map((name) => fields[name] as fc.Arbitrary<string>)),
      file: fileBytesAround(files),
      fileName: textAround(["image.png", "image.svg", "photo.jpg"]),
      fileType: fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "text/plain", "application/octet-stream"),
      withFile: fc.nat(9).map((n) => n !== 0),
      doubled: fc.nat(9).map((n) => n === 0),
      cut: fc.oneof({ arbitrary: fc.constant(null), weight: 8 }, { arbitrary: fc.nat(), weight: 1 }),
      contentType: fc.oneof(
        { arbitrary: fc.constant(`multipart/form-data; boundary=${boundary}`), weight: 8 },
        {
          arbitrary: fc.constantFrom(
            "multipart/form-data",
            "multipart/form-data; boundary=other",
            `multipart/form-data; boundary="${boundary}"`,
            "application/json",
            "image/png",
            null,
          ),
          weight: 2,
        },
      ),
    })
    .map(({ values, file, fileName, fileType, withFile, doubled, cut, contentType }) => {
      const textParts = names.map((name, i) => part(name, values[i] ?? ""));
      const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName.replace(/["\r\n]/g, "_")}"\r\nContent-Type: ${fileType}\r\n\r\n`;
      const filePart = withFile ? [fileHead, file, "\r\n"] : [];
      let bytes = concatBytes([...textParts, ...filePart, ...(doubled ? filePart : []), `--${boundary}--\r\n`]);
      if (cut !== null) bytes = bytes.slice(0, cut % (bytes.byteLength + 1));
      const text = `multipart: ${names.map((n, i) => `${n}=${JSON.stringify(values[i])}`).join(" ")} file ${withFile ? `${file.byteLength} bytes ${fileType}` : "none"}${cut !== null ? `, cut at ${bytes.byteLength}` : ""}`;
      return { text, contentType, bytes };
    });
}
