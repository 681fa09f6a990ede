import { describe, expect, it } from "vitest";
import { fallbackUrlOf, isMediaName, mediaContentType, sniffImageType } from "./media";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const HASH = "a".repeat(64);

describe("sniffImageType", () => {
  it.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a])],
    ["gif", bytes("GIF89a")],
    ["gif", bytes("GIF87a")],
    ["webp", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 ")],
    ["avif", bytes([0, 0, 0, 0x1c], "ftypavif")],
  ])("reads %s from its first bytes", (type, input) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["an SVG with an XML prolog", bytes('<?xml version="1.0"?><svg/>')],
    ["text", bytes("hello, this is not an image")],
    ["a PDF", bytes("%PDF-1.7")],
    ["a HEIC", bytes([0, 0, 0, 0x18], "ftypheic")],
    ["a RIFF that is not WebP", bytes("RIFF", [1, 2, 3, 4], "WAVEfmt ")],
    ["nothing", bytes()],
  ])("refuses %s", (_, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});

describe("media names and URLs", () => {
  it("accepts only hashed names of the store's own variants", () => {
    expect(isMediaName(`${HASH}.png`)).toBe(true);
    expect(isMediaName(`${HASH}.jpg.webp`)).toBe(true);
    for (const name of [`${HASH}.svg`, `../${HASH}.png`, `${HASH}.png/`, `${HASH.slice(1)}.png`, `${HASH}.PNG`, ""]) {
      expect(isMediaName(name), name).toBe(false);
    }
  });

  it("names the content type of each variant", () => {
    expect(mediaContentType(`${HASH}.png.webp`)).toBe("image/webp");
    expect(mediaContentType(`${HASH}.png`)).toBe("image/png");
    expect(mediaContentType(`${HASH}.jpg`)).toBe("image/jpeg");
  });

  it("finds the fallback of an uploaded WebP, and none for other images", () => {
    expect(fallbackUrlOf(`/media/${HASH}.jpg.webp`)).toBe(`/media/${HASH}.jpg`);
    expect(fallbackUrlOf(`/media/${HASH}.png`)).toBeNull();
    expect(fallbackUrlOf("/img/apps/x/logo.svg")).toBeNull();
    expect(fallbackUrlOf(`https://cdn.example/media/${HASH}.png.webp`)).toBeNull();
  });
});
