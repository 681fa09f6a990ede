import type { Metadata } from "next";
import { OwnAppListView } from "@/features/developer-portal/components/own-app-list-view";
import { getOwnAppList } from "@/features/developer-portal/server/get-own-app-list";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerArea.apps");
  return pageMetadata({ title: t("metaTitle") });
}

/** SPEC §2 /developers/apps: the own-app list of SPEC §3. */
export default async function OwnAppsPage() {
  const principal = await requirePrincipal("providerUser");
  const list = await getOwnAppList(await getDb(), principal);
  return <OwnAppListView list={list} company={principal.appProviderName} />;
}
