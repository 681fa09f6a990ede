"use client";

import dynamic from "next/dynamic";
import type { TChartRow, TChartSeries } from "./analytics-charts";

// recharts measures the browser's layout: drawn on the client only, with a box of the chart's size
// meanwhile (no layout shift), and loaded only by this page.
const AnalyticsLineChart = dynamic(() => import("./analytics-charts"), {
  ssr: false,
  loading: () => <div className="h-64 w-full animate-pulse rounded-lg bg-canvas md:h-72" />,
});

export function AnalyticsChartSlot(props: { rows: TChartRow[]; series: TChartSeries[] }) {
  return <AnalyticsLineChart {...props} />;
}
