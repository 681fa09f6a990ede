import { describe, expect, it } from "vitest";
import { concatBytes } from "./concat-bytes";

describe("concatBytes", () => {
  it("joins text as UTF-8 and bytes in order", () => {
    const bytes = concatBytes(['<p nonce="', Uint8Array.of(0x61, 0x62), '">ページ</p>', new Uint8Array(0)]);
    expect(new TextDecoder().decode(bytes)).toBe('<p nonce="ab">ページ</p>');
    expect(bytes.byteLength).toBe(27);
  });

  it("gives no bytes for no parts", () => {
    expect(concatBytes([]).byteLength).toBe(0);
  });
});
