import pg from "pg";

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run in the one dropped). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
