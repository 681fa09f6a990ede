import { OpsLoading } from "@/features/operator/components/ops-loading";

export default function OpsProvidersLoading() {
  return <OpsLoading namespace="opsProviders" />;
}
