import { ZLeadsQuery } from "@store/domain/schemas/contact-request";
import { NextResponse } from "next/server";
import { leadsCsv, listLeadsOf } from "@/features/store/contact-request/list-provider-leads";
import { route } from "@/server/http/route";

/** The demo, inquiry and trial requests to the provider's own apps: JSON, or `?format=csv` for export. */
export const GET = route(
  {
    summary: "Demo, inquiry and trial requests to the provider's own apps, newest first",
    description:
      "`?format=csv` answers the same rows as CSV for export: UTF-8 with a byte-order mark, CRLF, the table's column names and labels in the caller's language, times in Japan time.",
    tags: ["Developer API"],
    auth: "providerUser",
    query: ZLeadsQuery,
    answers: [{ status: 200, description: "`{ leads: [...] }`, or the CSV." }],
  },
  async ({ db, principal, query, locale }) => {
    const leads = await listLeadsOf(db, principal);
    if (query.format === "json") return { leads };
    return new NextResponse(leadsCsv(leads, locale), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="leads.csv"',
        "cache-control": "no-store",
      },
    });
  },
);
