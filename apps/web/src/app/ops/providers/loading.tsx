import { OpsLoading } from "@/features/console/operator/components/ops-loading";

export default function OpsProvidersLoading() {
  return <OpsLoading namespace="opsProviders" />;
}
