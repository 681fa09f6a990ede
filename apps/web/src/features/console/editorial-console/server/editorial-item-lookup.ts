import "server-only";
import type { TDb } from "@store/db/client";
import { editorialContext, type TEditorialContext, type TEditorialStore } from "./editorial-store";

/** The item, locked for a change in this transaction; the kind's 404 when it does not exist. */
export async function lockItem<TRow extends { id: number }, TInput, TAnswer>(
  db: TDb,
  store: TEditorialStore<TRow, TInput, TAnswer>,
  id: number | null,
): Promise<TRow> {
  const row = id === null ? undefined : await store.find(db, id, { lock: true });
  if (!row) throw store.notFound(id);
  return row;
}

/** One item in any state as the kind answers it; null when there is none (a page's 404). */
export async function findEditorialItemAnswer<TRow extends { id: number }, TInput, TAnswer>(
  db: TDb,
  store: TEditorialStore<TRow, TInput, TAnswer>,
  id: number | null,
  context: Partial<TEditorialContext> = {},
): Promise<TAnswer | null> {
  const row = id === null ? undefined : await store.find(db, id);
  return row ? store.answer(db, row, editorialContext(context)) : null;
}

/** GET …/{id}: one item in any state, as the kind answers it; the kind's 404 when there is none. */
export async function getEditorialItem<TRow extends { id: number }, TInput, TAnswer>(
  db: TDb,
  store: TEditorialStore<TRow, TInput, TAnswer>,
  id: number | null,
  context: Partial<TEditorialContext> = {},
): Promise<TAnswer> {
  const answer = await findEditorialItemAnswer(db, store, id, context);
  if (answer === null) throw store.notFound(id);
  return answer;
}
