import "server-only";
import type { TDb } from "@store/db/client";
import { listProviderLeads, type TProviderLead } from "@store/db/queries/contact-requests";
import type { TProviderPrincipal } from "@store/domain/principals";
import { LOCALE_TAG, STORE_TIME_ZONE, type TLocale } from "@store/domain/locales";
import { csvCell } from "@/server/csv";
import { serverTranslator } from "@/server/server-translator";

/** The newest leads a page or an export holds. */
export const LEADS_LIMIT = 1000;

/** The leads of the signed-in provider user's own apps only, newest first. */
export function listLeadsOf(db: TDb, principal: TProviderPrincipal): Promise<TProviderLead[]> {
  return listProviderLeads(db, { appProviderId: principal.appProviderId, limit: LEADS_LIMIT });
}

/** The columns of the leads table and its CSV, in their order (`developerLeads.columns.*`). */
export const LEAD_COLUMNS = [
  "receivedAt",
  "app",
  "kind",
  "company",
  "name",
  "email",
  "phone",
  "companySize",
  "message",
] as const;

/**
 * The leads as CSV that opens as it reads on screen in Excel (issue 31): a byte-order mark, the
 * table's column names and labels in the viewer's language, times in the store's time zone, CRLF.
 */
export function leadsCsv(leads: readonly TProviderLead[], locale: TLocale): string {
  const { t } = serverTranslator(locale);
  const receivedAt = new Intl.DateTimeFormat(LOCALE_TAG[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: STORE_TIME_ZONE,
  });
  const lines = [LEAD_COLUMNS.map((column) => csvCell(t(`developerLeads.columns.${column}`))).join(",")];
  for (const lead of leads) {
    const row = {
      receivedAt: receivedAt.format(lead.createdAt),
      app: lead.appName,
      kind: t(`contactRequest.kinds.${lead.kind}`),
      company: lead.company,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      companySize: t(`contactRequest.companySizes.${lead.companySize}`),
      message: lead.message,
    };
    lines.push(LEAD_COLUMNS.map((column) => csvCell(row[column])).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
