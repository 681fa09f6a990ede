import { ZAnalyticsQuery } from "@store/domain/analytics/analytics-query";
import { NextResponse } from "next/server";
import { analyticsCsv, analyticsCsvName, readAnalyticsOf } from "@/features/portal/listing-analytics/index.server";
import { route } from "@/server/http/route";

/** The provider's daily figures as a CSV for Excel (issue 29). */
export const GET = route(
  {
    summary: "The provider's daily analytics as CSV for Excel",
    description:
      "The same query as `GET /api/developers/analytics`. One line per Japan-time day (YYYY-MM-DD) with each kind of event and the installations active at the day's end; then, each after an empty line, the campaign sources, the uninstall reasons and their newest comments when there are any. UTF-8 with a byte order mark, CRLF lines, column labels in the caller's language.",
    tags: ["Developer API"],
    auth: "providerUser",
    query: ZAnalyticsQuery,
    answers: [{ status: 200, description: "The CSV (text/csv)." }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, principal, query, locale }) => {
    const reading = await readAnalyticsOf(db, principal, query);
    return new NextResponse(analyticsCsv(reading, locale), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${analyticsCsvName(reading.app?.code ?? "all", reading)}"`,
        "cache-control": "no-store",
      },
    });
  },
);
