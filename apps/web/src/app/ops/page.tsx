import type { Metadata } from "next";
import { OperatorHomeView } from "@/features/console/operator/components/operator-home-view";
import { getOperatorOverview } from "@/features/console/operator/get-operator-overview";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsArea.home");
  return pageMetadata({ title: t("metaTitle") });
}

/** The operator area's start page: who is signed in and what waits for them. */
export default async function OpsHomePage() {
  const principal = await requirePrincipal("operator");
  const overview = await getOperatorOverview(await getDb());
  return <OperatorHomeView name={principal.name} overview={overview} />;
}
