import { getT } from "@/i18n/get-t";

/** What the console's app pages show while they load. */
export async function OpsAppsLoading() {
  const t = await getT("opsApps");
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <p role="status" className="animate-pulse rounded-xl bg-canvas px-5 py-8 text-center">
        {t("loading")}
      </p>
    </div>
  );
}
