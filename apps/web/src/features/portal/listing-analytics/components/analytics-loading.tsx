import "server-only";
import { getT } from "@/i18n/get-t";

/** While an analytics page's figures are read: its title with a visible, announced wait. */
export async function AnalyticsLoading({ namespace }: { namespace: "developers.analytics" | "ops.analytics" }) {
  const t = await getT(namespace);
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
