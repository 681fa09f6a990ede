import type { Metadata } from "next";
import { FailedMailListView } from "@/features/console/failed-mails/components/failed-mail-list-view";
import { listFailedMails } from "@/features/console/failed-mails/server/list-failed-mails";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsMails");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** Mails that exhausted their retries, to read and retry. */
export default async function OpsMailsPage() {
  await requirePrincipal("operator");
  const mails = await listFailedMails(await getDb());
  return (
    <OpsClientMessages namespaces={["opsMails"]}>
      <FailedMailListView mails={mails} />
    </OpsClientMessages>
  );
}
