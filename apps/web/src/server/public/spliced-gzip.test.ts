import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillSplicedGzip, splicedGzip } from "./spliced-gzip";

describe("a kept page compressed once, its slots filled per response", () => {
  const page = [
    '<!doctype html><html lang="ja"><head><script nonce="',
    '">self.x=1</script></head><body><h1>給与計算のアプリ</h1>'.repeat(200),
    '"></script><p>終わり</p></body></html>',
  ];

  it("decompresses to the parts joined by each response's own text", () => {
    const kept = splicedGzip(page);
    for (const nonce of ["oWy9Q+dKjqTniKjuy81Hvg==", "kpfwWyzQuOoV/zFDjDLEbw==", ""]) {
      expect(gunzipSync(fillSplicedGzip(kept, nonce)).toString("utf8")).toBe(page.join(nonce));
    }
  });

  it("keeps a page with no slot, or empty parts at either end, whole", () => {
    expect(gunzipSync(fillSplicedGzip(splicedGzip(["only one part"]), "x")).toString()).toBe("only one part");
    expect(gunzipSync(fillSplicedGzip(splicedGzip(["", "middle", ""]), "N")).toString()).toBe("NmiddleN");
  });

  it("is a fraction of the text's size: the fixed parts are compressed, not stored", () => {
    const text = page.join("n".repeat(24));
    expect(fillSplicedGzip(splicedGzip(page), "n".repeat(24)).length).toBeLessThan(Buffer.byteLength(text) / 10);
  });
});
