import { eq } from "drizzle-orm";
import type { TDb } from "../client";
import { storeSecrets } from "../schema/sessions";

/**
 * The secret kept under `name`: the first caller's `candidate` is stored and every later caller,
 * in any process on the database, reads that same value back.
 */
export async function ensureStoreSecret(db: TDb, params: { name: string; candidate: string }): Promise<string> {
  await db
    .insert(storeSecrets)
    .values({ name: params.name, value: params.candidate })
    .onConflictDoNothing({ target: storeSecrets.name });
  const [row] = await db
    .select({ value: storeSecrets.value })
    .from(storeSecrets)
    .where(eq(storeSecrets.name, params.name))
    .limit(1);
  if (!row) throw new Error(`store secret ${params.name} neither inserted nor found`);
  return row.value;
}
