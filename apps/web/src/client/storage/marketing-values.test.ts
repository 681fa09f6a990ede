import { afterEach, describe, expect, it } from "vitest";
import { captureMarketingValues, readLocalMarketingValues, readMarketingValues } from "./marketing-values";

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

function memoryStorage(items: Map<string, string>) {
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Session and local storage of one page; returns what each holds. */
function provideStorage(): { session: Map<string, string>; local: Map<string, string> } {
  const session = new Map<string, string>();
  const local = new Map<string, string>();
  Object.defineProperty(globalThis, "window", { value: globalThis, configurable: true });
  Object.defineProperty(globalThis, "sessionStorage", { get: () => memoryStorage(session), configurable: true });
  Object.defineProperty(globalThis, "localStorage", { get: () => memoryStorage(local), configurable: true });
  return { session, local };
}

afterEach(() => {
  for (const name of ["window", "sessionStorage", "localStorage"]) {
    Reflect.deleteProperty(globalThis, name);
  }
});

describe("marketing values (SPEC §3)", () => {
  it("keeps the visit's utm_* values in session storage", () => {
    const { session, local } = provideStorage();
    captureMarketingValues("?utm_source=mail&utm_campaign=spring&other=x");
    expect(readMarketingValues()).toEqual({ utm_source: "mail", utm_campaign: "spring" });
    expect([...session.keys()]).toEqual(["hrstore_utm_source", "hrstore_utm_campaign"]);
    expect(local.size).toBe(0);
  });

  it("keeps source, medium, campaign, content and term in local storage, apart from the utm_* values", () => {
    const { session, local } = provideStorage();
    captureMarketingValues("?source=fair&medium=booth&campaign=autumn&content=flyer&term=payroll&utm_source=mail");
    expect(readLocalMarketingValues()).toEqual({
      source: "fair",
      medium: "booth",
      campaign: "autumn",
      content: "flyer",
      term: "payroll",
    });
    expect([...local.keys()]).toEqual([
      "hrstore_source",
      "hrstore_medium",
      "hrstore_campaign",
      "hrstore_content",
      "hrstore_term",
    ]);
    expect(readMarketingValues()).toEqual({ utm_source: "mail" });
    expect([...session.keys()]).toEqual(["hrstore_utm_source"]);
  });

  it("keeps a local value from an earlier landing when a later URL has none, and replaces it when it has one", () => {
    provideStorage();
    captureMarketingValues("?source=fair&term=payroll");
    captureMarketingValues("?other=x");
    expect(readLocalMarketingValues()).toEqual({ source: "fair", term: "payroll" });
    captureMarketingValues("?source=mail");
    expect(readLocalMarketingValues()).toEqual({ source: "mail", term: "payroll" });
  });

  it("keeps nothing, and fails nothing, where storage is blocked", () => {
    blockStorage();
    expect(() => captureMarketingValues("?utm_source=mail&source=fair")).not.toThrow();
    expect(readMarketingValues()).toEqual({});
    expect(readLocalMarketingValues()).toEqual({});
  });
});
