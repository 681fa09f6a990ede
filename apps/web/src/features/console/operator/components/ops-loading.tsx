import "server-only";
import { getT } from "@/i18n/get-t";

/** What a console page shows while its data loads. */
export async function OpsLoading({ namespace }: { namespace: "opsProviders" | "opsMails" | "opsTaxonomy" }) {
  const t = await getT(namespace);
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8" role="status" aria-live="polite" data-ops-loading="">
      <p className="text-ink-muted">{t("loading")}</p>
    </div>
  );
}
