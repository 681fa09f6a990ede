import { afterEach, describe, expect, it, vi } from "vitest";
import { RESUME_MAX_AGE_MS, rememberDialogForSignIn, takeDialogToResume } from "./resume-after-sign-in";

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function windowWith(sessionStorage: () => unknown) {
  const fake = {};
  Object.defineProperty(fake, "sessionStorage", { get: sessionStorage });
  vi.stubGlobal("window", fake);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const install = {
  kind: "installApp" as const,
  props: { code: "seseragi-form-builder", name: "せせらぎフォームビルダー", agreed: true },
  path: "/apps/seseragi-form-builder",
};

describe("the dialog kept over a sign-in", () => {
  it("opens again on the same page, with what was chosen, once", () => {
    const storage = new MemoryStorage();
    windowWith(() => storage);
    rememberDialogForSignIn(install, 1_000);
    expect(takeDialogToResume("/apps/other", 2_000)).toBeNull();
    expect(takeDialogToResume("/apps/seseragi-form-builder", 2_000)).toEqual({
      kind: "installApp",
      props: install.props,
    });
    expect(takeDialogToResume("/apps/seseragi-form-builder", 3_000)).toBeNull();
  });

  it("is forgotten after a long absence", () => {
    const storage = new MemoryStorage();
    windowWith(() => storage);
    rememberDialogForSignIn(install, 1_000);
    expect(takeDialogToResume(install.path, 1_000 + RESUME_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("ignores what it cannot read", () => {
    const storage = new MemoryStorage();
    windowWith(() => storage);
    storage.setItem("hrstore_resume_dialog", "{not json");
    expect(takeDialogToResume(install.path)).toBeNull();
    storage.setItem("hrstore_resume_dialog", JSON.stringify({ ...install, kind: "nuke", savedAt: Date.now() }));
    expect(takeDialogToResume(install.path)).toBeNull();
  });

  it("keeps nothing, quietly, where session storage is blocked", () => {
    windowWith(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => rememberDialogForSignIn(install)).not.toThrow();
    expect(takeDialogToResume(install.path)).toBeNull();
  });
});
