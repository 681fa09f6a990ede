import type { TAuditAction, TAuditSubject } from "@store/domain/schemas/audit-event";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { operators } from "./staff";

/**
 * Every operator action (issue 11), who, what, before and after, when. Insert only: a trigger in
 * migration 0005 refuses updates and deletes, so not even a bug in the store can rewrite history.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id),
    action: text("action").$type<TAuditAction>().notNull(),
    subjectType: text("subject_type").$type<TAuditSubject>().notNull(),
    subjectId: text("subject_id").notNull(),
    reason: text("reason"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_events_created_idx").on(t.createdAt),
    index("audit_events_subject_idx").on(t.subjectType, t.subjectId),
    index("audit_events_operator_idx").on(t.operatorId),
  ],
);
