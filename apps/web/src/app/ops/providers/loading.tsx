import { OpsLoading } from "@/features/ops-providers/components/ops-loading";

export default function OpsProvidersLoading() {
  return <OpsLoading namespace="opsProviders" />;
}
