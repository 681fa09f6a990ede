import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { appProviders } from "./providers";

export type TWebhookEventType = "installed" | "connected" | "uninstalled" | "disconnected" | "test";
/** `held`: made while the endpoint was paused; sent when the provider resumes it. */
export type TWebhookDeliveryStatus = "pending" | "succeeded" | "failed" | "held";

/**
 * A provider's lifecycle webhook: where the store posts install, connect, uninstall and disconnect
 * events, and the secret it signs them with (kept as the store's other secrets are).
 */
export const providerWebhooks = pgTable("provider_webhooks", {
  appProviderId: integer("app_provider_id")
    .primaryKey()
    .references(() => appProviders.id, { onDelete: "cascade" }),
  url: text("url"),
  secret: text("secret").notNull(),
  /** The language of the last save of the URL: the pause mail is written in it. */
  locale: text("locale"),
  /** Failed attempts since the last success, and when the first of them was made. */
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  failingSince: timestamp("failing_since", { withTimezone: true }),
  /** Set when the endpoint kept failing: nothing is posted until the provider resumes it. */
  pausedAt: timestamp("paused_at", { withTimezone: true }),
  /** The last error before the pause, shown to the provider. */
  pausedReason: text("paused_reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  secretRotatedAt: timestamp("secret_rotated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One event sent to a provider's webhook: what it says and how its attempts went. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").$type<TWebhookEventType>().notNull(),
    appCode: text("app_code"),
    tenantId: text("tenant_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<TWebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastResponseCode: integer("last_response_code"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_idx").on(t.eventId),
    index("webhook_deliveries_provider_idx").on(t.appProviderId, t.createdAt),
  ],
);
