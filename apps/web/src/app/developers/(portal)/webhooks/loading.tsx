import { getT } from "@/i18n/get-t";

/** While the webhook settings and deliveries load. */
export default async function WebhooksLoading() {
  const t = await getT("developerWebhooks");
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <p role="status">{t("loading")}</p>
    </div>
  );
}
