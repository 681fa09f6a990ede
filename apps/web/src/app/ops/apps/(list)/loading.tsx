import { OpsAppsLoading } from "@/features/ops-apps/components/ops-apps-loading";

export default function Loading() {
  return <OpsAppsLoading />;
}
