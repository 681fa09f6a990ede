import type { Metadata } from "next";
import { DeveloperHomeView } from "@/features/portal/developer-portal/components/developer-home-view";
import { listAnnouncements } from "@/features/portal/developer-portal/server/list-announcements";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerArea.home");
  return pageMetadata({ title: t("metaTitle") });
}

/** SPEC §2 /developers: the provider's home with the announcements. */
export default async function DeveloperHomePage() {
  const principal = await requirePrincipal("providerUser");
  const home = await listAnnouncements(await getDb(), principal);
  return <DeveloperHomeView principal={principal} {...home} />;
}
