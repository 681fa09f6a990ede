import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PreCheckPanel } from "@/features/portal/app-prechecks/components/pre-check-panel";
import { DevelopmentInstallPanel } from "@/features/portal/development-installs/index.server";
import { ChangeRequestReviewView } from "@/features/console/change-review/components/change-request-review-view";
import { getChangeRequestReview } from "@/features/console/change-review/server/get-change-request-review";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";
import { ZPageIdParams } from "@/server/pages/page-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsReview.review");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** One change request under review: its facts, the decision, and the published app beside the draft. */
export default page({ auth: "operator", params: ZPageIdParams }, async ({ principal, params, locale }) => {
  const review = await getChangeRequestReview(await getDb(), principal, params.id, await locale);
  if (!review) notFound();
  const { request } = review;
  // Submitted and not yet decided: the checks run again as the page opens (issue 11).
  const open =
    !request.merged && (request.changeRequestStatus === "pending" || request.changeRequestStatus === "in_review");
  const checks = open ? (
    <OpsClientMessages namespaces={["preCheck", "appContent"]}>
      <PreCheckPanel
        initialReport={request.preCheckReport}
        runUrl={`/api/ops/change_requests/${request.id}/pre_checks`}
        draftVersion={request.version}
        autoRun
        reviewer
      />
    </OpsClientMessages>
  ) : null;
  // A connection can be tried in the review tenant through the parent service's consent (issue 27).
  const integrationType = review.diff.fields.find((field) => field.field === "integrationType")?.after;
  const tryable = open && (integrationType === "connect" || integrationType === "adapt");
  const panels = (
    <>
      {checks}
      {tryable ? (
        <DevelopmentInstallPanel
          draftId={request.id}
          kind="review"
          startUrl={`/api/ops/change_requests/${request.id}/review_install`}
        />
      ) : null}
    </>
  );
  return <ChangeRequestReviewView review={review} checks={panels} />;
});
