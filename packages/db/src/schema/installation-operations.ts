import type { TCampaignValues, TUninstallReason } from "@store/domain/analytics/listing-events";
import { INSTALLATION_OPERATION_KINDS, INSTALLATION_OPERATION_STATES, INTEGRATION_TYPES } from "@store/domain/enums";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { apps } from "./apps";
import { tenants } from "./tenants";

/**
 * An app an operation covers, as the operation log names it, with the scopes it asks (issue 27):
 * an install grants them all; absent on operations recorded before scopes.
 */
/** An app an operation covers; `scopes` and `addonKey` (an add-on's registration) since issue 27. */
export type TOperationApp = { id: number; code: string; name: string; scopes?: string[]; addonKey?: string | null };

/** The campaign values an install came with and the reason an uninstall gave (issue 29). */
export type TOperationAnalytics = {
  campaign?: TCampaignValues;
  uninstallReason?: { reason: TUninstallReason; note: string };
};

/**
 * An install or uninstall, recorded before the parent service is asked and closed once both sides
 * agree (ARCHITECTURE.md: intent first, idempotency key, a reconciling job). At most one is open
 * per tenant and provider account, which serialises installs and uninstalls across processes.
 */
export const installationOperations = pgTable(
  "installation_operations",
  {
    id: serial("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: INSTALLATION_OPERATION_KINDS }).notNull(),
    /** The app the admin acted on. */
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    integrationType: text("integration_type", { enum: INTEGRATION_TYPES }).notNull(),
    /** What is serialised: `connection:<OAuth client id>` (a shared provider account) or `addon:<app id>`. */
    account: text("account").notNull(),
    /** The OAuth client granted or revoked at the parent service; null for add-ons. */
    suiteClientId: text("suite_client_id"),
    /** The add-on to remove, or the one the parent service added. */
    addonId: text("addon_id"),
    /** Every app the operation installs or removes (all apps of a shared provider account). */
    apps: jsonb("apps").$type<TOperationApp[]>().notNull(),
    /** Sent as `Idempotency-Key` on every call for this operation, so it is applied at most once. */
    idempotencyKey: text("idempotency_key").notNull(),
    state: text("state", { enum: INSTALLATION_OPERATION_STATES }).notNull().default("pending"),
    // Who and from where, for the operation log row written when it is applied.
    suiteUserId: text("suite_user_id").notNull(),
    email: text("email").notNull(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent").notNull(),
    /**
     * What partner analytics records once it is applied (issue 29): the install's campaign values
     * (SPEC §3) and the uninstall's optional reason; null when there was none.
     */
    analytics: jsonb("analytics").$type<TOperationAnalytics>(),
    /** Calls made to the parent service for it. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Who may call the parent service and close it now (the request, or the job), and until when. */
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("installation_operations_key_idx").on(t.idempotencyKey),
    uniqueIndex("installation_operations_open_idx").on(t.tenantId, t.account).where(sql`state = 'pending'`),
    index("installation_operations_tenant_idx").on(t.tenantId, t.state),
  ],
);
