// The browser's Web Storage, guarded. Where storage is blocked (a cross-site frame, a strict
// privacy setting, a sandboxed frame), merely reading `window.sessionStorage` throws a
// SecurityError, and a full storage throws on write. What the store keeps there is a convenience
// (marketing values, a dialog to reopen after sign-in), so a blocked storage keeps nothing and
// nothing fails.

export type TStorageArea = "session" | "local";

/** The subset of Storage the store uses; its methods never throw. */
export type TGuardedStorage = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
};

function area(which: TStorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return (which === "session" ? window.sessionStorage : window.localStorage) ?? null;
  } catch {
    return null;
  }
}

export function guardedStorage(which: TStorageArea): TGuardedStorage {
  return {
    getItem(key) {
      try {
        return area(which)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        area(which)?.setItem(key, value);
      } catch {
        // Blocked or full: the value is simply not kept.
      }
    },
    removeItem(key) {
      try {
        area(which)?.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
  };
}
