import { getT } from "@/i18n/get-t";

/** While the provider's OAuth clients and the parent service's scopes load. */
export default async function IntegrationsLoading() {
  const t = await getT("developerIntegrations");
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <p role="status">{t("loading")}</p>
    </div>
  );
}
