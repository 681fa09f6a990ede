import { ZChangeRequestQueueQuery } from "@store/domain/schemas/change-request-review";
import type { Metadata } from "next";
import { ChangeRequestQueueView } from "@/features/console/change-review/components/change-request-queue-view";
import { listChangeRequests } from "@/features/console/change-review/server/list-change-requests";
import { listQueueProviders } from "@/features/console/change-review/server/list-queue-providers";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsReview.queue");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** The review queue; filters the queue cannot use are ignored. */
export default page({ auth: "operator", query: ZChangeRequestQueueQuery }, async ({ query }) => {
  const db = await getDb();
  const [queue, providers] = await Promise.all([listChangeRequests(db, query), listQueueProviders(db)]);
  return <ChangeRequestQueueView queue={queue} query={query} providers={providers} />;
});
