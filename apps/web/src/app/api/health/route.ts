import { sql } from "drizzle-orm";
import { route } from "@/server/route";

/** Liveness and readiness: answers once the database is migrated and seeded. */
export const GET = route({}, async ({ db }) => {
  await db.execute(sql`select 1`);
  return { status: "ok" };
});
