import { OpsLoading } from "@/features/console/operator/components/ops-loading";

export default function OpsMailsLoading() {
  return <OpsLoading namespace="opsMails" />;
}
