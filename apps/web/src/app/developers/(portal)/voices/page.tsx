import { ZProviderVoicesQuery } from "@store/domain/schemas/provider-voices";
import type { Metadata } from "next";
import { ProviderVoicesView, readProviderVoices } from "@/features/portal/voice-replies/index.server";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developers.voices");
  return pageMetadata({ title: t("metaTitle") });
}

/** /developers/voices (issue 28): the public user voices about the provider's apps and its replies. */
export default page(
  { auth: "providerUser", query: ZProviderVoicesQuery },
  async ({ principal, query, invalid, locale }) => {
    const [data, viewer] = await Promise.all([readProviderVoices(await getDb(), principal, query), locale]);
    return <ProviderVoicesView page={data} appId={query.appId} invalid={invalid} viewer={viewer} />;
  },
);
