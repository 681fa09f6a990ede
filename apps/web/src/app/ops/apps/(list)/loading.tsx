import { OpsAppsLoading } from "@/features/console/ops-apps/components/ops-apps-loading";

export default function Loading() {
  return <OpsAppsLoading />;
}
