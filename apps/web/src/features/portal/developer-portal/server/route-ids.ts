/** The largest id a row can have (PostgreSQL integer). */
const MAX_ROW_ID = 2_147_483_647;

/** A path's `{draftId}` or `{appId}`: null for anything no row can have (the page answers 404). */
export function rowIdOf(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
