import { ZChangeRequestQueueQuery } from "@store/domain/schemas/change-request-review";
import type { Metadata } from "next";
import { ChangeRequestQueueView } from "@/features/change-review/components/change-request-queue-view";
import { listChangeRequests } from "@/features/change-review/server/list-change-requests";
import { listQueueProviders } from "@/features/change-review/server/list-queue-providers";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsReview.queue");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The review queue; filters the queue cannot use are ignored. */
export default async function ChangeRequestQueuePage({ searchParams }: TProps) {
  await requirePrincipal("operator");
  const raw = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const query = ZChangeRequestQueueQuery.parse({
    provider: first(raw.provider),
    kind: first(raw.kind),
    after: first(raw.after),
  });
  const db = await getDb();
  const [queue, providers] = await Promise.all([listChangeRequests(db, query), listQueueProviders(db)]);
  return <ChangeRequestQueueView queue={queue} query={query} providers={providers} />;
}
