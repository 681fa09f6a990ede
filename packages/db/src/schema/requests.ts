import type { TSurveyAreaKey } from "@store/domain/enums";
import { DOCUMENT_REQUEST_STATUSES } from "@store/domain/enums";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { apps } from "./apps";

/** Kept for counts and abuse control; the provider is never told who asked (SPEC §2). */
export const documentRequests = pgTable(
  "document_requests",
  {
    id: serial("id").primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    surveyAnswers: jsonb("survey_answers").$type<{ interesting: TSurveyAreaKey[] }>().notNull(),
    status: text("status", { enum: DOCUMENT_REQUEST_STATUSES }).notNull().default("sending"),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("document_requests_app_idx").on(t.appId, t.createdAt)],
);
