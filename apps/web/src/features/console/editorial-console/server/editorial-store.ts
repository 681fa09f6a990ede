import "server-only";
import type { TDb } from "@store/db/client";
import type { AppError } from "@store/domain/errors";
import { DEFAULT_LOCALE, type TLocale } from "@store/domain/locales";
import type { TAuditSubject } from "@store/domain/schemas/audit-event";

/** What a change is judged against: the request's time (states, schedules) and the operator's language. */
export type TEditorialContext = { now: Date; locale: TLocale };

/**
 * How the one editorial stack reads and writes the items of a kind. The content kinds share one
 * store over the editorial tables (content-kind-store.ts); announcements and terms versions plug
 * in their own table and rules. The use cases (get, create, update, publish, delete) are written
 * once against this.
 */
export type TEditorialStore<TRow extends { id: number }, TInput, TAnswer> = {
  subject: TAuditSubject;
  notFound: (id: number | null) => AppError;
  /** The row, locked for a change when `lock`; undefined when there is none. */
  find: (db: TDb, id: number, options?: { lock?: boolean }) => Promise<TRow | undefined>;
  /** A new row, unpublished, or the kind's refusal. */
  insert: (db: TDb, input: TInput, ctx: TEditorialContext) => Promise<TRow>;
  /** The row after its written fields are replaced (it was found and locked), or the kind's refusal. */
  update: (db: TDb, before: TRow, input: TInput, ctx: TEditorialContext) => Promise<TRow>;
  /** The row after its publication time is set or cleared (found and locked), or the kind's refusal. */
  setPublishedAt: (db: TDb, before: TRow, publishedAt: Date | null, ctx: TEditorialContext) => Promise<TRow>;
  /** Deletes the row (found and locked), or refuses it as the kind's rules say. */
  remove: (db: TDb, before: TRow, ctx: TEditorialContext) => Promise<void>;
  /** The row as the kind's API answers it (read in the same transaction). */
  answer: (db: TDb, row: TRow, ctx: TEditorialContext) => TAnswer | Promise<TAnswer>;
  /** What the audit log keeps of the row, for a change of its content or of its publication. */
  audited: (row: TRow, change: "content" | "publication") => unknown;
  /** A failed write's error as the kind answers it (a race on a unique index: the same 422 as the check). */
  failed?: (error: unknown, input: TInput | undefined, ctx: TEditorialContext) => unknown;
};

/** The context of a change, the request's own values filled in. */
export function editorialContext(ctx: Partial<TEditorialContext> = {}): TEditorialContext {
  return { now: ctx.now ?? new Date(), locale: ctx.locale ?? DEFAULT_LOCALE };
}

/** Runs one change of a kind in a transaction; a failure leaves as the kind answers it. */
export async function changeInTransaction<TRow extends { id: number }, TInput, TAnswer, T>(
  db: TDb,
  store: TEditorialStore<TRow, TInput, TAnswer>,
  input: TInput | undefined,
  context: Partial<TEditorialContext>,
  change: (tx: TDb, ctx: TEditorialContext) => Promise<T>,
): Promise<T> {
  const ctx = editorialContext(context);
  try {
    return await db.transaction((tx) => change(tx, ctx));
  } catch (error) {
    throw store.failed ? store.failed(error, input, ctx) : error;
  }
}
