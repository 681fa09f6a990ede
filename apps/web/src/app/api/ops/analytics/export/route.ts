import { ZStoreAnalyticsQuery } from "@store/domain/analytics/analytics-query";
import { NextResponse } from "next/server";
import { readStoreAnalytics } from "@/features/console/store-analytics/index.server";
import { analyticsCsv, analyticsCsvName } from "@/features/portal/listing-analytics/index.server";
import { route } from "@/server/http/route";

/** The operator's daily figures as a CSV for Excel (issue 29). */
export const GET = route(
  {
    summary: "The store's (or one provider's) daily analytics as CSV for Excel",
    description:
      "The same query as `GET /api/ops/analytics`, and the same tables as `GET /api/developers/analytics/export`: the days, then the campaign sources, the uninstall reasons and their newest comments. UTF-8 with a byte order mark, CRLF lines, column labels in the caller's language.",
    tags: ["Operator"],
    auth: "operator",
    query: ZStoreAnalyticsQuery,
    answers: [{ status: 200, description: "The CSV (text/csv)." }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, query, locale }) => {
    const reading = await readStoreAnalytics(db, query);
    const subject = reading.provider ? `provider-${reading.provider.id}` : "store";
    return new NextResponse(analyticsCsv(reading, locale), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${analyticsCsvName(subject, reading)}"`,
        "cache-control": "no-store",
      },
    });
  },
);
