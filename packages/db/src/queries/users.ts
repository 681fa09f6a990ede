import { eq } from "drizzle-orm";
import type { TDb } from "../client";
import { users } from "../schema/tenants";

/** A person of the parent service as it answered at sign-in; inserts or refreshes the row. */
export async function upsertUser(db: TDb, params: { id: string; name: string; email: string; signedInAt: Date }) {
  const [row] = await db
    .insert(users)
    .values({ id: params.id, name: params.name, email: params.email, lastSignedInAt: params.signedInAt })
    .onConflictDoUpdate({
      target: users.id,
      set: { name: params.name, email: params.email, lastSignedInAt: params.signedInAt },
    })
    .returning({ id: users.id, name: users.name, email: users.email, lastSignedInAt: users.lastSignedInAt });
  if (!row) throw new Error("user upsert returned nothing");
  return row;
}

export async function findUser(db: TDb, params: { id: string }) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, lastSignedInAt: users.lastSignedInAt })
    .from(users)
    .where(eq(users.id, params.id))
    .limit(1);
  return row;
}
