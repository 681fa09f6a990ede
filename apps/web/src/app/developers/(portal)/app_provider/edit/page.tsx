import type { Metadata } from "next";
import { AppProviderProfileForm } from "@/features/portal/developer-portal/components/app-provider-profile-form";
import { AreaPage } from "@/ui/area-page";
import { getAppProviderProfile } from "@/features/portal/developer-portal/server/get-app-provider-profile";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerArea.profile");
  return pageMetadata({ title: t("metaTitle") });
}

/** SPEC §2 /developers/app_provider/edit: the company profile of SPEC §3 App provider. */
export default async function AppProviderEditPage() {
  const principal = await requirePrincipal("providerUser");
  const [profile, t] = await Promise.all([
    getAppProviderProfile(await getDb(), principal),
    getT("developerArea.profile"),
  ]);
  return (
    <AreaPage title={t("title")} lead={t("lead")}>
      <AppProviderProfileForm initial={profile} />
    </AreaPage>
  );
}
