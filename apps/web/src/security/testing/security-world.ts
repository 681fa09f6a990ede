// The world a security test file runs in: a fresh database with the security catalog, a new-app
// draft of provider A, and a signed-in principal of every role.
import { selectRows, type TDbHandle } from "@store/db/client";
import { createTestDb } from "@store/db/testing/test-db";
import { sql } from "drizzle-orm";
import { seedMinimalDraft } from "@/features/portal/developer-portal/testing/provider-fixtures";
// Not a React hook: it points the mocked `@/server/db` at this database.
import { useTestDb as pointDbAt } from "@/testing/test-db-module";
import { seedSecurityCatalog } from "./security-catalog";
import { PROVIDER_A } from "./security-fixture";
import type { TSecurityHarness } from "./security-harness";
import { createPrincipals, type TPrincipal, type TPrincipalName } from "./security-principals";

export type TSecurityWorld = { handle: TDbHandle; principals: Record<TPrincipalName, TPrincipal> };

/** Opens the world (call it in beforeAll; close `handle` after all). */
export async function openSecurityWorld(harness: TSecurityHarness): Promise<TSecurityWorld> {
  const handle = await createTestDb();
  pointDbAt(handle.db);
  await seedSecurityCatalog(handle.db);
  const [providerA] = await selectRows<{ id: number }>(
    handle.db,
    sql`select id from app_providers where email = ${PROVIDER_A.email}`,
  );
  await seedMinimalDraft(handle.db, {
    appProviderId: providerA?.id ?? 0,
    appId: null,
    name: "検証下書き",
    code: "sec-draft-a",
  });
  return { handle, principals: await createPrincipals(harness, handle.db) };
}
