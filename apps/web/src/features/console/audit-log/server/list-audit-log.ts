import "server-only";
import type { TDb } from "@store/db/client";
import { AUDIT_EVENTS_PAGE_SIZE, listAuditEvents } from "@store/db/queries/audit-events";
import type { TAuditEventFilter, TAuditEventPage } from "@store/domain/schemas/audit-event";

/** The most rows one CSV export holds; `x-next-before` continues. */
export const AUDIT_CSV_LIMIT = 5_000;

/** One page of the audit log, newest first, as the console and the API show it. */
export async function listAuditLog(
  db: TDb,
  filter: TAuditEventFilter,
  limit = AUDIT_EVENTS_PAGE_SIZE,
): Promise<TAuditEventPage> {
  const { events, hasMore } = await listAuditEvents(db, filter, limit);
  return {
    events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    nextBefore: hasMore ? (events.at(-1)?.id ?? null) : null,
  };
}
