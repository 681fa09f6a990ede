import type { Metadata } from "next";
import { NewProviderForm } from "@/features/console/ops-providers/components/new-provider-form";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsProviders.new");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** An operator creates an app provider with its first user's invitation. */
export default async function NewOpsProviderPage() {
  await requirePrincipal("operator");
  const t = await getT("opsProviders.new");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{t("title")}</h1>
      <p className="text-ink-muted">{t("lead")}</p>
      <OpsClientMessages namespaces={["opsProviders"]}>
        <NewProviderForm />
      </OpsClientMessages>
    </div>
  );
}
