import type { TAuditEventFilter, TAuditEventInput } from "@store/domain/schemas/audit-event";
import { and, asc, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { TDb } from "../client";
import { auditEvents } from "../schema/audit";
import { operators } from "../schema/staff";

/** Records one operator action; call it in the same transaction as the change it describes. */
export async function recordAuditEvent(db: TDb, input: TAuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    operatorId: input.operatorId,
    action: input.action,
    subjectType: input.subjectType,
    subjectId: String(input.subjectId),
    reason: input.reason ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}

export const AUDIT_EVENTS_PAGE_SIZE = 50;

/** A date's start in the store's time zone (Asia/Tokyo, as the console shows times). */
function storeMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+09:00`);
}

/**
 * The audit log, newest first, filtered; `before` continues below an id (keyset paging). A page
 * holds AUDIT_EVENTS_PAGE_SIZE rows unless `limit` says otherwise (an export).
 */
export async function listAuditEvents(db: TDb, filter: TAuditEventFilter, limit = AUDIT_EVENTS_PAGE_SIZE) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditEvents.action, filter.action));
  if (filter.subjectType) where.push(eq(auditEvents.subjectType, filter.subjectType));
  if (filter.subjectId) where.push(eq(auditEvents.subjectId, filter.subjectId));
  if (filter.operatorId) where.push(eq(auditEvents.operatorId, filter.operatorId));
  if (filter.from) where.push(gte(auditEvents.createdAt, storeMidnight(filter.from)));
  if (filter.to) where.push(lt(auditEvents.createdAt, storeMidnight(filter.to)));
  if (filter.before) where.push(lt(auditEvents.id, filter.before));
  const rows = await db
    .select({
      id: auditEvents.id,
      operatorId: auditEvents.operatorId,
      operatorName: operators.name,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      reason: auditEvents.reason,
      before: auditEvents.before,
      after: auditEvents.after,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .innerJoin(operators, eq(operators.id, auditEvents.operatorId))
    .where(and(...where))
    .orderBy(desc(auditEvents.id))
    .limit(limit + 1);
  return { events: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Every operator by name, for the audit log's operator filter. */
export function listAuditOperators(db: TDb) {
  return db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .orderBy(asc(operators.name), asc(operators.id));
}
