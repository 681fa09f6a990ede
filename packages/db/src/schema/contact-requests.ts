import type { TCompanySize, TContactRequestKind } from "@store/domain/schemas/contact-request";
import type { TLocale } from "@store/domain/locales";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { apps } from "./apps";

/**
 * Demo, inquiry and trial requests (SPEC §3 request kinds): leads the app's provider receives by
 * mail and in the developer area. A trial names the tenant and user who asked.
 */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TContactRequestKind>().notNull(),
    company: text("company").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    companySize: text("company_size").$type<TCompanySize>().notNull(),
    message: text("message").notNull().default(""),
    tenantId: text("tenant_id"),
    suiteUserId: text("suite_user_id"),
    locale: text("locale").$type<TLocale>().notNull(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_requests_app_idx").on(t.appId, t.createdAt)],
);
