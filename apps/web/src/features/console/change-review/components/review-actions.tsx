import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { getT } from "@/i18n/get-t";
import { clientMessages } from "@/i18n/client-messages";
import type { TChangeRequestReview } from "../server/get-change-request-review";
import { DecisionOutcome } from "./decision-outcome";
import { DecisionPanel } from "./decision-panel";
import { PickUpButton } from "./pick-up-button";

/**
 * What the viewer can do with the request now: pick it up while it waits, decide it once they hold
 * it, read who holds it otherwise, or the outcome once it was decided.
 */
export async function ReviewActions({ review }: { review: TChangeRequestReview }) {
  const [t, messages] = await Promise.all([getT("opsReview"), getMessages()]);
  const { request } = review;
  const decided =
    request.reviewedAt !== null && ["approved", "rejected", "in_draft"].includes(request.changeRequestStatus);
  let body: ReactNode;
  if (review.pickable) body = <PickUpButton draftId={request.id} />;
  else if (review.decidable) {
    body = <DecisionPanel draftId={request.id} version={request.version} isNewApp={request.kind === "newApp"} />;
  } else if (request.changeRequestStatus === "in_review") {
    body = <p data-held-by="">{t("review.heldBy", { name: request.reviewer?.name ?? "—" })}</p>;
  } else if (decided) body = <DecisionOutcome review={review} />;
  else body = <p>{t("review.notWaiting")}</p>;
  return (
    <section aria-labelledby="review-decision-heading" className="mt-8 rounded-xl border border-line bg-white p-4">
      <h2 id="review-decision-heading" className="mb-3 text-xl font-bold">
        {decided && !review.decidable ? t("outcome.heading") : t("decision.heading")}
      </h2>
      <NextIntlClientProvider messages={clientMessages(messages, ["opsReview"])}>{body}</NextIntlClientProvider>
    </section>
  );
}
