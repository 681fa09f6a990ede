import type { TDb } from "../client";

/**
 * The database as a process sees it through an outage: while `down`, every query, update and
 * transaction started through it fails as a refused connection would. For tests of what survives
 * a PostgreSQL restart; the data itself is untouched.
 */
export function withOutage(db: TDb) {
  const state = { down: false };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:5432 (simulated outage)");
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    db: proxy,
    /** Takes the database away for `ms` milliseconds of real time. */
    outage(ms: number) {
      state.down = true;
      setTimeout(() => {
        state.down = false;
      }, ms);
    },
    get down() {
      return state.down;
    },
  };
}
