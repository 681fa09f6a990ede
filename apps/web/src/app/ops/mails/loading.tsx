import { OpsLoading } from "@/features/operator/components/ops-loading";

export default function OpsMailsLoading() {
  return <OpsLoading namespace="opsMails" />;
}
