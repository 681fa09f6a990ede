// Stamps each request with its connection's address (server/client-ip.ts); opens the database
// (migrating and seeding it when empty) as the server starts, so the first visitor does not wait
// for it and a bad configuration stops the process at once; then starts the background-job
// worker of this process (ARCHITECTURE.md, background work).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { stampSocketAddresses } = await import("./server/client-ip");
  stampSocketAddresses();
  const { config } = await import("./server/config");
  const { JOB_POLL_MS } = config();
  const { getDb } = await import("./server/db");
  await getDb();
  if (JOB_POLL_MS === 0) return;
  const { startStoreJobWorker } = await import("./server/job-worker");
  startStoreJobWorker(JOB_POLL_MS);
}
