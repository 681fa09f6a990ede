import "server-only";
import { Link } from "@/ui/store-link";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { AuditEventList } from "@/features/console/audit-log/index.server";
import { OPS_PATHS } from "@/paths/ops-paths";
import { clientMessages } from "@/i18n/client-messages";
import { getT } from "@/i18n/get-t";
import { pathWithQuery } from "@/server/pages/page-query";
import type { TOperatorApp } from "../server/get-operator-app";
import { AppFacts } from "./app-facts";
import { AppStatusForm } from "./app-status-form";
import { statusChangeOptions } from "./app-status-options";

/** /ops/apps/{id}: the app's facts, the status change the table allows, and its history. */
export async function AppDetailView({ app }: { app: TOperatorApp }) {
  const [t, messages] = await Promise.all([getT("opsApps"), getMessages()]);
  const auditLogOfApp = pathWithQuery(OPS_PATHS.auditLog, { subjectType: "app", subjectId: app.id });
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <Link href={OPS_PATHS.apps} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
        {t("detail.backToList")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words md:text-3xl">{app.name}</h1>
      <div className="mt-6">
        <AppFacts app={app} />
      </div>
      <section aria-labelledby="ops-app-status" className="mt-8">
        <h2 id="ops-app-status" className="mb-3 text-xl font-bold">
          {t("statusForm.heading")}
        </h2>
        <NextIntlClientProvider messages={clientMessages(messages, ["opsApps"])}>
          <AppStatusForm appId={app.id} current={app.status} options={statusChangeOptions(app.status)} />
        </NextIntlClientProvider>
      </section>
      <section aria-labelledby="ops-app-history" className="mt-8">
        <h2 id="ops-app-history" className="mb-3 text-xl font-bold">
          {t("detail.history")}
        </h2>
        <AuditEventList events={app.history} showSubject={false} emptyText={t("detail.noHistory")} />
        <Link href={auditLogOfApp} className="mt-3 inline-flex min-h-11 items-center text-brand-700 underline">
          {app.moreHistory ? t("detail.allHistory") : t("detail.historyInAuditLog")}
        </Link>
      </section>
    </div>
  );
}
