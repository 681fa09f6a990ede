import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AppDetailView } from "@/features/console/ops-apps/components/app-detail-view";
import { getOperatorApp } from "@/features/console/ops-apps/server/get-operator-app";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";
import { ZPageIdParams } from "@/server/pages/page-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsApps");
  return pageMetadata({ title: t("detail.metaTitle") });
}

/** One app in the console: its facts, its status change and its history. */
export default page({ auth: "operator", params: ZPageIdParams }, async ({ params }) => {
  const app = await getOperatorApp(await getDb(), params.id);
  if (!app) notFound();
  return <AppDetailView app={app} />;
});
