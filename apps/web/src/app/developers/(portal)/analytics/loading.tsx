import { AnalyticsLoading } from "@/features/portal/listing-analytics/index.server";

export default function Loading() {
  return <AnalyticsLoading namespace="developers.analytics" />;
}
