import { type SQL, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../../client";

/** A column of a bulk insert: its name and its SQL type. */
export type TJsonColumn = readonly [name: string, type: string];

/**
 * Inserts many rows with one statement and one parameter: the rows as JSON, expanded by
 * json_to_recordset. The same on PostgreSQL and PGlite, no parameter limit, no per-row round
 * trip. `rows` are objects keyed by column name; `returning` lists columns to read back.
 */
export async function insertJsonRows<T = Record<string, unknown>>(
  db: TDb,
  table: string,
  columns: readonly TJsonColumn[],
  rows: readonly Record<string, unknown>[],
  returning: readonly string[] = [],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(", "));
  const types = sql.raw(columns.map(([name, type]) => `"${name}" ${type}`).join(", "));
  const back: SQL = returning.length ? sql.raw(` returning ${returning.map((name) => `"${name}"`).join(", ")}`) : sql``;
  // The parameter is text cast to json: both drivers then send the string as it is.
  const query = sql`insert into ${sql.raw(`"${table}"`)} (${names})
    select ${names} from json_to_recordset(${JSON.stringify(rows)}::text::json) as r(${types})${back}`;
  return selectRows<T>(db, query);
}
