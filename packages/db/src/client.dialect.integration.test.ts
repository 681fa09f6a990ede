import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "./client";
import { migrateDb } from "./migrate";
import { ensureStoreSecret } from "./queries/store-secrets";

const parent = mkdtempSync(path.join(tmpdir(), "store-client-"));

afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("the embedded database's folder", () => {
  it("is readable by the store's user only: it keeps the session secret the store makes itself", async () => {
    const dataDir = path.join(parent, "pglite");
    const handle = await createDb({ dataDir });
    try {
      await migrateDb(handle);
      const secret = await ensureStoreSecret(handle.db, { name: "nextauth-secret", candidate: "first" });
      expect(await ensureStoreSecret(handle.db, { name: "nextauth-secret", candidate: "second" })).toBe(secret);
    } finally {
      await handle.close();
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
