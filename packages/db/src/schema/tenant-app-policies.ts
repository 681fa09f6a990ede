import { APP_POLICY_MODES, APP_POLICY_RULES } from "@store/domain/enums";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { apps } from "./apps";
import { tenants } from "./tenants";

/**
 * Issue 27 item 6: which apps a tenant's members may ask its admins for. A tenant without a row
 * lets them ask for any app (`any`).
 */
export const tenantAppPolicies = pgTable("tenant_app_policies", {
  tenantId: text("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  mode: text("mode", { enum: APP_POLICY_MODES }).notNull().default("any"),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One app on a tenant's allow list, or blocked for its members' requests. */
export const tenantAppRules = pgTable(
  "tenant_app_rules",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    rule: text("rule", { enum: APP_POLICY_RULES }).notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appId] }), index("tenant_app_rules_app_idx").on(t.appId)],
);
