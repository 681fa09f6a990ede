import { getT } from "@/i18n/get-t";

/** While the voices about the provider's apps load. */
export default async function VoicesLoading() {
  const t = await getT("developers.voices");
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <p role="status">{t("loading")}</p>
    </div>
  );
}
