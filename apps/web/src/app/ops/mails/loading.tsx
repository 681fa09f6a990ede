import { OpsLoading } from "@/features/ops-providers/components/ops-loading";

export default function OpsMailsLoading() {
  return <OpsLoading namespace="opsMails" />;
}
