import { VISIBLE_APP_STATUSES } from "@store/domain/enums";
import type { TOwnAppList } from "@store/domain/schemas/draft-app";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { EmptyState } from "@/features/store/editorial";
import { getT } from "@/i18n/get-t";
import { paginationLabels } from "@/i18n/pagination-labels";
import { pathWithQuery } from "@/server/pages/page-query";
import { PaginationNav } from "@/ui/pagination-nav";
import { DEVELOPER_PATHS, editDraftPath, newDraftOfAppPath, publicAppPath } from "@/paths/developer-paths";
import { AreaPage } from "@/ui/area-page";
import { ChangeRequestButton } from "./change-request-button";
import { OwnListSection, type TOwnListLabels, type TOwnListRow } from "./own-list-section";

type TApp = TOwnAppList["apps"][number];
type TDraft = TOwnAppList["draftApps"][number];

function changeRequestButton(draft: TDraft) {
  const action =
    draft.changeRequestStatus === "pending"
      ? "withdraw"
      : draft.changeRequestStatus === "in_draft" || draft.changeRequestStatus === "rejected"
        ? "submit"
        : null;
  return action ? <ChangeRequestButton draftId={draft.id} draftName={draft.name} action={action} /> : undefined;
}

const primaryLink =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700";

/**
 * /developers/apps: SPEC §3 Own-app list. The apps with their status and the change request of
 * their open draft, then the drafts (of new apps and of changes), each linking to the draft
 * routes of SPEC §2 and, for apps the public can see, to their public page.
 */
export async function OwnAppListView({ list, company }: { list: TOwnAppList; company: string }) {
  const [t, tStatus, tOwn, format, pageLabels] = await Promise.all([
    getT("developerArea.apps"),
    getT("developerArea.status"),
    getT("draftEditor.ownList"),
    getFormatter(),
    paginationLabels(),
  ]);
  const updated = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const changeRequest = (status: TApp["changeRequestStatus"]) =>
    status ? tStatus(`changeRequest.${status}`) : t("noChangeRequest");
  const namesById = new Map(list.apps.map((app) => [app.id, app.name]));
  // Issue 31: a draft waiting for review (or under it) opens read-only, and its link says so.
  const draftLabel = (status: TApp["changeRequestStatus"]) =>
    status === "in_draft" || status === "rejected" || status === null ? t("editDraft") : t("viewDraft");

  const appRows: TOwnListRow[] = list.apps.map((app: TApp) => ({
    key: `app-${app.id}`,
    name: app.name,
    code: app.code,
    cells: [
      { label: t("columns.status"), value: tStatus(`app.${app.status}`), marker: app.status },
      { label: t("columns.changeRequest"), value: changeRequest(app.changeRequestStatus) },
      { label: t("columns.updatedAt"), value: updated(app.updatedAt), dateTime: app.updatedAt },
    ],
    actions: [
      app.openDraftId === null
        ? { href: newDraftOfAppPath(app.id), label: t("createDraft") }
        : { href: editDraftPath({ id: app.openDraftId, appId: app.id }), label: draftLabel(app.changeRequestStatus) },
      ...((VISIBLE_APP_STATUSES as readonly string[]).includes(app.status)
        ? [{ href: publicAppPath(app.code), label: t("viewPublicPage") }]
        : []),
    ],
  }));
  const draftRows: TOwnListRow[] = list.draftApps.map((draft: TDraft) => ({
    key: `draft-${draft.id}`,
    name: draft.name,
    code: draft.code,
    cells: [
      {
        label: t("columns.kind"),
        value:
          draft.appId === null
            ? t("draftKind.newApp")
            : t("draftKind.changeOf", { name: namesById.get(draft.appId) ?? draft.name }),
      },
      { label: t("columns.changeRequest"), value: changeRequest(draft.changeRequestStatus) },
      { label: t("columns.updatedAt"), value: updated(draft.updatedAt), dateTime: draft.updatedAt },
    ],
    actions: [{ href: editDraftPath(draft), label: draftLabel(draft.changeRequestStatus) }],
    buttons: changeRequestButton(draft),
    note:
      (draft.changeRequestStatus === "rejected" || draft.changeRequestStatus === "in_draft") && draft.reviewComment
        ? { label: tOwn("reviewComment"), text: draft.reviewComment }
        : undefined,
  }));

  const pageHref = (pages: { appsPage: number; draftsPage: number }) =>
    pathWithQuery(DEVELOPER_PATHS.apps, {
      appsPage: pages.appsPage === 1 ? undefined : pages.appsPage,
      draftsPage: pages.draftsPage === 1 ? undefined : pages.draftsPage,
    });
  const current = { appsPage: list.appsPagination.page, draftsPage: list.draftAppsPagination.page };

  const labels: TOwnListLabels = {
    name: t("columns.name"),
    actions: t("columns.actions"),
    code: (code) => t("code", { code }),
    action: (action, name) => t("actionFor", { action, name }),
  };

  return (
    <AreaPage
      title={t("title")}
      lead={t("lead", { company })}
      actions={
        <Link href={DEVELOPER_PATHS.newAppDraft} prefetch={false} className={primaryLink}>
          {t("newApp")}
        </Link>
      }
    >
      {list.appsPagination.count === 0 && list.draftAppsPagination.count === 0 ? (
        <EmptyState message={t("empty")} action={{ href: DEVELOPER_PATHS.newAppDraft, label: t("newApp") }} />
      ) : (
        <div className="flex flex-col gap-12">
          <OwnListSection
            id="own-apps"
            heading={t("appsHeading")}
            empty={t("appsEmpty")}
            labels={labels}
            rows={appRows}
            count={list.appsPagination.count}
            pagination={
              <PaginationNav
                page={current.appsPage}
                pages={list.appsPagination.pages}
                label={t("appsPagination")}
                labels={pageLabels}
                link={Link}
                hrefFor={(appsPage) => pageHref({ ...current, appsPage })}
              />
            }
          />
          <OwnListSection
            id="own-drafts"
            heading={t("draftsHeading")}
            empty={t("draftsEmpty")}
            labels={labels}
            rows={draftRows}
            count={list.draftAppsPagination.count}
            pagination={
              <PaginationNav
                page={current.draftsPage}
                pages={list.draftAppsPagination.pages}
                label={t("draftsPagination")}
                labels={pageLabels}
                link={Link}
                hrefFor={(draftsPage) => pageHref({ ...current, draftsPage })}
              />
            }
          />
        </div>
      )}
    </AreaPage>
  );
}
