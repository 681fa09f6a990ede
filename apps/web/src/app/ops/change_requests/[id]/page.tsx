import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChangeRequestReviewView } from "@/features/change-review/components/change-request-review-view";
import { getChangeRequestReview } from "@/features/change-review/server/get-change-request-review";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsReview.review");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** One change request under review: its facts, the decision, and the published app beside the draft. */
export default async function ChangeRequestReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const principal = await requirePrincipal("operator");
  const { id } = ZRowIdParams.parse(await params);
  const review = await getChangeRequestReview(await getDb(), principal, id);
  if (!review) notFound();
  return <ChangeRequestReviewView review={review} />;
}
