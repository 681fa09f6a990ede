import { getT } from "@/i18n/get-t";

/** What the audit log shows while its rows load. */
export async function AuditLogLoading() {
  const t = await getT("opsAudit");
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{t("title")}</h1>
      <p role="status" className="mt-6 animate-pulse rounded-xl bg-canvas px-5 py-8 text-center">
        {t("loading")}
      </p>
    </div>
  );
}
