import "server-only";
import type { TDb } from "@store/db/client";
import { listProviderLeads, type TProviderLead } from "@store/db/queries/contact-requests";
import type { TProviderPrincipal } from "@store/domain/principals";
import { csvCell } from "@/server/csv";

/** The newest leads a page or an export holds. */
export const LEADS_LIMIT = 1000;

/** The leads of the signed-in provider user's own apps only, newest first. */
export function listLeadsOf(db: TDb, principal: TProviderPrincipal): Promise<TProviderLead[]> {
  return listProviderLeads(db, { appProviderId: principal.appProviderId, limit: LEADS_LIMIT });
}

const LEAD_COLUMNS = [
  "createdAt",
  "appCode",
  "appName",
  "kind",
  "company",
  "name",
  "email",
  "phone",
  "companySize",
  "message",
] as const;

/** The leads as CSV (RFC 4180): one header line of column names, then one line per lead. */
export function leadsCsv(leads: readonly TProviderLead[]): string {
  const lines = [LEAD_COLUMNS.join(",")];
  for (const lead of leads) {
    const row = { ...lead, createdAt: lead.createdAt.toISOString() };
    lines.push(LEAD_COLUMNS.map((column) => csvCell(row[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
