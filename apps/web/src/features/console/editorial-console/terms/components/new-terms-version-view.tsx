import { editorialListPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import type { TNewTermsVersion } from "../server/load-new-terms-version";
import { EditorialClientMessages } from "../../components/editorial-client-messages";
import { EditorialForm } from "../../components/editorial-form";
import { EditorialPage } from "../../components/editorial-page";
import { TERMS_CLIENT_NAMESPACES } from "./terms-client-namespaces";

/** /ops/editorial/terms/new: a new version, saved unpublished (previewed and published from its page). */
export async function NewTermsVersionView({ start }: { start: TNewTermsVersion }) {
  const t = await getT("opsTerms.page");
  return (
    <EditorialPage
      title={t("newTitle")}
      lead={<p>{t("newLead")}</p>}
      back={{ href: editorialListPath("terms"), label: t("back") }}
    >
      <EditorialClientMessages namespaces={TERMS_CLIENT_NAMESPACES}>
        {/* Opened again for another kind, the form starts again from that kind's newest text. */}
        <EditorialForm key={start.kind} kind="terms" item={null} apps={[]} start={start} startFollows="kind" />
      </EditorialClientMessages>
    </EditorialPage>
  );
}
