import type { TOpsTermsVersion } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { editorialListPath, editorialPreviewPath, newEditorialPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { EditorialClientMessages } from "../../components/editorial-client-messages";
import { EditorialForm } from "../../components/editorial-form";
import { EditorialPage } from "../../components/editorial-page";
import { TERMS_CLIENT_NAMESPACES } from "./terms-client-namespaces";
import { TermsStateBadge } from "./terms-state-badge";
import { TermsVersionActions } from "./terms-version-actions";

/**
 * /ops/editorial/terms/{id}: an unpublished version is edited, previewed, published or deleted; a
 * published one is only read (a change is a new version).
 */
export async function TermsVersionPageView({ version, now = new Date() }: { version: TOpsTermsVersion; now?: Date }) {
  const [t, tKinds, format] = await Promise.all([getT("opsTerms.page"), getT("opsTerms.kinds"), getFormatter()]);
  const at = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long", timeStyle: "short" });
  const draft = version.state === "draft";
  return (
    <EditorialPage
      title={t("title", { kind: tKinds(version.kind), version: version.version })}
      back={{ href: editorialListPath("terms"), label: t("back") }}
      lead={
        <div className="flex flex-wrap items-center gap-3">
          <TermsStateBadge state={version.state} />
          <span>{t("effectiveAt", { date: at(version.effectiveAt) })}</span>
          {version.publishedAt ? <span>{t("publishedAt", { date: at(version.publishedAt) })}</span> : null}
        </div>
      }
      actions={
        <Link
          href={editorialPreviewPath("terms", version.id)}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          {t("preview")}
        </Link>
      }
    >
      {draft ? (
        <EditorialClientMessages namespaces={TERMS_CLIENT_NAMESPACES}>
          <div className="flex flex-col gap-8">
            <EditorialForm kind="terms" item={version} apps={[]} />
            <section aria-labelledby="terms-publish-heading" className="rounded-xl border border-line bg-canvas p-4">
              <h2 id="terms-publish-heading" className="mb-2 text-lg font-bold">
                {t("publishHeading")}
              </h2>
              <TermsVersionActions id={version.id} effectiveLater={new Date(version.effectiveAt) > now} />
            </section>
          </div>
        </EditorialClientMessages>
      ) : (
        <div role="note" className="rounded-xl border border-line bg-canvas p-4" data-terms-published="">
          <p>{t("publishedNote")}</p>
          <Link
            href={`${newEditorialPath("terms")}?kind=${version.kind}`}
            className="mt-2 inline-block font-bold text-brand-700 underline"
          >
            {t("newVersion")}
          </Link>
        </div>
      )}
    </EditorialPage>
  );
}
