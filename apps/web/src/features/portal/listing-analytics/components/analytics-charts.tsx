"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

// The charts of the provider's analytics, drawn with recharts in the browser only (the page loads
// this module with next/dynamic, ssr: false). Each chart is a picture with its table beside it
// (the page's <details>), so the lines are hidden from assistive technology, which reads the table.

export type TChartSeries = { key: string; label: string; color: string; dash?: string };
export type TChartRow = { day: string } & Record<string, number | string>;

export default function AnalyticsLineChart({ rows, series }: { rows: TChartRow[]; series: TChartSeries[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full md:h-72">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} minTickGap={16} fontSize={12} />
          <YAxis allowDecimals={false} width={40} fontSize={12} />
          <Tooltip />
          <Legend />
          {series.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.label}
              stroke={line.color}
              strokeDasharray={line.dash}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
