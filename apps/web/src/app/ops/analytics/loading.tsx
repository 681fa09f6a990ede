import { getT } from "@/i18n/get-t";

/** While the figures are read: the page's frame with a visible, announced wait. */
export default async function StoreAnalyticsLoading() {
  const t = await getT("ops.analytics");
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10" aria-busy="true">
      <h1 className="text-2xl font-bold leading-snug md:text-3xl">{t("title")}</h1>
      <p role="status" className="mt-6 text-ink-muted">
        {t("loading")}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {[1, 2, 3, 4, 5].map((n) => (
          <div key={n} className="h-28 animate-pulse rounded-xl bg-canvas" />
        ))}
      </div>
    </div>
  );
}
