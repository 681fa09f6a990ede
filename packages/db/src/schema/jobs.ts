import { JOB_STATUSES } from "@store/domain/enums";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Kinds of work that must not wait on each other: mail to people, calls to the parent service,
 * and posts to providers' webhooks. Each lane is claimed and worked with its own bounded
 * concurrency, so a receiver that hangs holds only the webhooks lane.
 */
export const JOB_LANES = ["mail", "suite", "webhooks"] as const;
export type TJobLane = (typeof JOB_LANES)[number];

/** Durable background work: at-least-once, retried with backoff, deduplicated by idempotency key. */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    lane: text("lane", { enum: JOB_LANES }).notNull().default("mail"),
    /** Jobs of one group (a provider's webhook deliveries) run one at a time, so one backlog cannot crowd out others. */
    groupKey: text("group_key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    /** Refreshed by the worker while it runs the job; a stale one means the worker died. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    lastError: text("last_error"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("jobs_idempotency_idx").on(t.idempotencyKey),
    index("jobs_due_idx").on(t.status, t.runAt),
    index("jobs_lane_due_idx").on(t.lane, t.status, t.runAt),
    index("jobs_group_running_idx").on(t.groupKey, t.status),
  ],
);
