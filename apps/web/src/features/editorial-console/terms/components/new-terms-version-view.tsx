import { editorialListPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import type { TNewTermsVersion } from "../server/load-new-terms-version";
import { ConsoleMessages } from "./console-messages";
import { ConsolePage } from "./console-page";
import { TermsVersionForm } from "./terms-version-form";

/** /ops/editorial/terms/new: a new version, saved unpublished (previewed and published from its page). */
export async function NewTermsVersionView({ start }: { start: TNewTermsVersion }) {
  const t = await getT("opsTerms.page");
  return (
    <ConsolePage
      title={t("newTitle")}
      lead={<p>{t("newLead")}</p>}
      back={{ href: editorialListPath("terms"), label: t("back") }}
    >
      <ConsoleMessages namespaces={["opsTerms"]}>
        <TermsVersionForm initial={{ ...start, id: null, version: "", effectiveAt: null }} />
      </ConsoleMessages>
    </ConsolePage>
  );
}
