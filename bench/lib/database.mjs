// The benchmarks' PostgreSQL databases: thrown away and made again, on this machine only.
import pg from "pg";

/** Drops and re-creates the database of `databaseUrl` (its name plain: letters, digits, _). */
export async function recreateDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`refusing database name ${JSON.stringify(name)}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Runs `statement` with `params` on the database of `databaseUrl`; null when it cannot connect. */
export async function queryDatabase(databaseUrl, statement, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}
