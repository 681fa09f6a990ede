// Opens the database (migrating and seeding it when empty) as the server starts, so the first
// visitor does not wait for it and a bad configuration stops the process at once.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config } = await import("./server/config");
  config();
  const { getDb } = await import("./server/db");
  await getDb();
}
