import { afterEach, describe, expect, it } from "vitest";
import { captureMarketingValues, readMarketingValues } from "./marketing-values";

// A page where storage is blocked (a cross-site frame, a strict browser): reading
// window.sessionStorage itself throws a SecurityError, as the bare global does.
function blockStorage(): void {
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  Object.defineProperty(globalThis, "window", { value: globalThis, configurable: true });
  for (const name of ["sessionStorage", "localStorage"]) {
    Object.defineProperty(globalThis, name, { get: blocked, configurable: true });
  }
}

function provideStorage(): Map<string, string> {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  Object.defineProperty(globalThis, "window", { value: globalThis, configurable: true });
  Object.defineProperty(globalThis, "sessionStorage", { get: () => storage, configurable: true });
  return items;
}

afterEach(() => {
  for (const name of ["window", "sessionStorage", "localStorage"]) {
    Reflect.deleteProperty(globalThis, name);
  }
});

describe("marketing values (SPEC §3, kept in session storage)", () => {
  it("keeps the visit's utm_* values", () => {
    const items = provideStorage();
    captureMarketingValues("?utm_source=mail&utm_campaign=spring&other=x");
    expect(readMarketingValues()).toEqual({ utm_source: "mail", utm_campaign: "spring" });
    expect([...items.keys()]).toEqual(["hrstore_utm_source", "hrstore_utm_campaign"]);
  });

  it("keeps nothing, and fails nothing, where storage is blocked", () => {
    blockStorage();
    expect(() => captureMarketingValues("?utm_source=mail")).not.toThrow();
    expect(readMarketingValues()).toEqual({});
  });
});
