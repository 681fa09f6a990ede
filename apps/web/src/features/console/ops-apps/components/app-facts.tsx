import "server-only";
import { Link } from "@/ui/store-link";
import type { ReactNode } from "react";
import { getFormatter } from "next-intl/server";
import { changeRequestPath, opsProviderPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import type { TOperatorApp } from "../server/get-operator-app";
import { publicAppPath } from "./app-status-options";
import { AppStatusBadge } from "./app-status-badge";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** What the store knows of an app: code, provider, integration type, status, public page, open draft. */
export async function AppFacts({ app }: { app: TOperatorApp }) {
  const [t, format] = await Promise.all([getT("opsApps"), getFormatter()]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const publicPath = publicAppPath(app);
  const link = "text-brand-700 underline";
  return (
    <dl className="grid gap-4 rounded-xl border border-line bg-white p-5 sm:grid-cols-2" data-ops-app-facts="">
      <Fact label={t("detail.code")}>
        <span className="break-all">{app.code}</span>
      </Fact>
      <Fact label={t("detail.provider")}>
        <Link href={opsProviderPath(app.appProviderId)} className={link}>
          {app.providerName}
        </Link>
      </Fact>
      <Fact label={t("detail.integrationType")}>{t(`integrationTypes.${app.integrationType}`)}</Fact>
      <Fact label={t("detail.status")}>
        <AppStatusBadge status={app.status} label={t(`statuses.${app.status}`)} />
      </Fact>
      <Fact label={t("detail.publishedAt")}>
        {app.publishedAt ? when(app.publishedAt) : t("detail.neverPublished")}
      </Fact>
      <Fact label={t("detail.updatedAt")}>{when(app.updatedAt)}</Fact>
      <Fact label={t("detail.publicPage")}>
        {publicPath ? (
          <Link href={publicPath} className={link} data-public-page="">
            {t("detail.openPublicPage")}
          </Link>
        ) : (
          t("detail.notPublic")
        )}
      </Fact>
      <Fact label={t("detail.changeRequest")}>
        {app.openDraft ? (
          <Link href={changeRequestPath(app.openDraft.id)} className={link} data-open-draft={app.openDraft.id}>
            {t("detail.openChangeRequest", {
              id: app.openDraft.id,
              status: t(`changeRequestStatuses.${app.openDraft.changeRequestStatus}`),
            })}
          </Link>
        ) : (
          t("detail.noChangeRequest")
        )}
      </Fact>
    </dl>
  );
}
