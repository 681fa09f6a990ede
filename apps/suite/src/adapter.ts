// In-memory storage for oidc-provider. Unlike the library's own memory adapter it belongs to one
// provider instance (tests start several), can list a user's tokens (for /_test/*), and keeps
// access tokens for a while after they expire, so the API can answer "expired" instead of
// "invalid" (the real suite tells the two apart).
import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";

type Entry = { model: string; id: string; payload: AdapterPayload; expiresAt: number };

const GRANTABLE = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
]);
// How long an expired access token is still recognised as "expired".
const EXPIRED_ACCESS_TOKEN_RETENTION_S = 24 * 60 * 60;

export type TTokenStore = ReturnType<typeof createTokenStore>;

/** A stored entry without expiry, as kept in the data file (registered clients and their tokens). */
export type TStoredEntry = { id: string; payload: AdapterPayload };

export function createTokenStore(clockToleranceS = 15) {
  const entries = new Map<string, Entry>();
  const key = (model: string, id: string) => `${model}:${id}`;
  let changed: (model: string) => void = () => {};

  function live(entry: Entry | undefined): Entry | undefined {
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key(entry.model, entry.id));
      return undefined;
    }
    return entry;
  }

  function* all(model: string): Generator<Entry> {
    for (const entry of entries.values()) {
      if (entry.model === model && live(entry)) yield entry;
    }
  }

  function adapterFor(model: string): Adapter {
    return {
      async upsert(id, payload, expiresIn) {
        const retention = model === "AccessToken" ? EXPIRED_ACCESS_TOKEN_RETENTION_S : clockToleranceS;
        const expiresAt =
          typeof expiresIn === "number" ? Date.now() + (expiresIn + retention) * 1000 : Number.POSITIVE_INFINITY;
        entries.set(key(model, id), { model, id, payload: structuredClone(payload), expiresAt });
        changed(model);
      },
      // Copies, so that the provider never mutates what is stored without saving it.
      async find(id) {
        const entry = live(entries.get(key(model, id)));
        return entry ? structuredClone(entry.payload) : undefined;
      },
      async findByUid(uid) {
        for (const entry of all(model)) if (entry.payload.uid === uid) return structuredClone(entry.payload);
        return undefined;
      },
      async findByUserCode(userCode) {
        for (const entry of all(model)) if (entry.payload.userCode === userCode) return structuredClone(entry.payload);
        return undefined;
      },
      async consume(id) {
        const entry = live(entries.get(key(model, id)));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(model, id));
        changed(model);
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of entries) {
          if (GRANTABLE.has(entry.model) && entry.payload.grantId === grantId) entries.delete(k);
        }
      },
    };
  }

  /** Whose tokens a test hook changes: every token of a user, or those of some grants (one browser's). */
  type TTokenOwner = string | { grantIds: string[] };

  function owned(model: string, owner: TTokenOwner): Entry[] {
    return [...all(model)].filter((entry) =>
      typeof owner === "string"
        ? entry.payload.accountId === owner
        : owner.grantIds.includes(String(entry.payload.grantId)),
    );
  }

  return {
    adapter: adapterFor satisfies AdapterFactory,

    /** Called after every write or removal, with the model (the data file saves registered clients). */
    onChange(listener: (model: string) => void) {
      changed = listener;
    },

    /** Stores an entry that never expires (a registered client's metadata). */
    put(model: string, id: string, payload: AdapterPayload) {
      entries.set(key(model, id), {
        model,
        id,
        payload: structuredClone(payload),
        expiresAt: Number.POSITIVE_INFINITY,
      });
      changed(model);
    },

    /** The live entries of a model, for the data file. */
    dump(model: string): TStoredEntry[] {
      return [...all(model)].map((entry) => ({ id: entry.id, payload: structuredClone(entry.payload) }));
    },

    /** Makes the access tokens of a user (or of some grants) expired now; returns how many. */
    expireAccessTokens(owner: TTokenOwner): number {
      const now = Math.floor(Date.now() / 1000);
      const tokens = owned("AccessToken", owner).filter((entry) => (entry.payload.exp ?? 0) > now);
      for (const entry of tokens) entry.payload.exp = now - 1;
      return tokens.length;
    },

    /** Forgets the access tokens of a user (or of some grants), so they read as invalid; returns how many. */
    destroyAccessTokens(owner: TTokenOwner): number {
      const tokens = owned("AccessToken", owner);
      for (const entry of tokens) entries.delete(key(entry.model, entry.id));
      return tokens.length;
    },

    /** Forgets a grant and every token issued under it; returns how many tokens. */
    revokeGrant(grantId: string): number {
      let revoked = 0;
      for (const [k, entry] of entries) {
        if (GRANTABLE.has(entry.model) && entry.payload.grantId === grantId) {
          entries.delete(k);
          revoked++;
        }
      }
      entries.delete(key("Grant", grantId));
      return revoked;
    },

    /** Forgets the refresh tokens of a user (or of some grants): the next refresh fails with invalid_grant. */
    destroyRefreshTokens(owner: TTokenOwner): number {
      const tokens = owned("RefreshToken", owner);
      for (const entry of tokens) entries.delete(key(entry.model, entry.id));
      return tokens.length;
    },
  };
}
