import { OpsLoading } from "@/features/console/operator/components/ops-loading";

export default function OpsTaxonomyLoading() {
  return <OpsLoading namespace="opsTaxonomy" />;
}
