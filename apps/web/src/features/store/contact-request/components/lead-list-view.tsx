import "server-only";
import type { TProviderLead } from "@store/db/queries/contact-requests";
import { getFormatter } from "next-intl/server";
import { AreaPage } from "@/ui/area-page";
import { ScrollHint } from "@/ui/scroll-hint";
import { getT } from "@/i18n/get-t";

const COLUMNS = ["receivedAt", "app", "kind", "company", "name", "email", "phone", "companySize", "message"] as const;

/** The provider's leads as a table that scrolls sideways on a phone, with the CSV export of the same rows. */
export async function LeadListView({ leads }: { leads: TProviderLead[] }) {
  const [t, tRequest, tShell, format] = await Promise.all([
    getT("developerLeads"),
    getT("contactRequest"),
    getT("shell"),
    getFormatter(),
  ]);
  const cells = (lead: TProviderLead) => [
    <time key="at" dateTime={lead.createdAt.toISOString()}>
      {format.dateTime(lead.createdAt, { dateStyle: "medium", timeStyle: "short" })}
    </time>,
    lead.appName,
    tRequest(`kinds.${lead.kind}`),
    lead.company,
    lead.name,
    lead.email,
    lead.phone,
    tRequest(`companySizes.${lead.companySize}`),
    lead.message,
  ];
  return (
    <AreaPage
      title={t("title")}
      lead={t("intro")}
      actions={
        <a
          href="/api/developers/leads?format=csv"
          download="leads.csv"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700"
        >
          {t("export")}
        </a>
      }
    >
      {leads.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <>
          <ScrollHint text={tShell("scrollHint")} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard */}
          <section className="overflow-x-auto" tabIndex={0} aria-label={t("tableLabel")}>
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-bold">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {leads.map((lead) => (
                  <tr key={lead.id} className="border-b border-line align-top" data-lead-id={lead.id}>
                    {cells(lead).map((cell, index) => (
                      <td key={COLUMNS[index]} className="px-3 py-2 [overflow-wrap:anywhere]">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </AreaPage>
  );
}
