import { TERMS_KINDS } from "@store/domain/enums";
import type { TOpsTermsVersionList } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { OPS_PATHS, editEditorialPath, editorialPreviewPath, newEditorialPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { EditorialPage } from "../../components/editorial-page";
import { TermsStateBadge } from "./terms-state-badge";

type TRow = TOpsTermsVersionList["data"][number];

/** /ops/editorial/terms: every terms document, each with its versions and where each stands. */
export async function TermsVersionListView({ list }: { list: TOpsTermsVersionList }) {
  const t = await getT("opsTerms.list");
  const tKinds = await getT("opsTerms.kinds");
  return (
    <EditorialPage
      title={t("title")}
      lead={<p>{t("lead")}</p>}
      back={{ href: OPS_PATHS.editorial, label: t("back") }}
      actions={
        <Link
          href={newEditorialPath("terms")}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-600"
        >
          {t("new")}
        </Link>
      }
    >
      <div className="flex flex-col gap-10">
        {TERMS_KINDS.map((kind) => {
          const rows = list.data.filter((row) => row.kind === kind);
          return (
            <section key={kind} aria-labelledby={`terms-kind-${kind}`} data-terms-kind={kind}>
              <h2 id={`terms-kind-${kind}`} className="mb-3 text-xl font-bold">
                {tKinds(kind)}
              </h2>
              {rows.length === 0 ? (
                <p className="rounded-xl border border-dashed border-line p-4 text-ink-muted">{t("empty")}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
                  {rows.map((row) => (
                    <TermsVersionRow key={row.id} row={row} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </EditorialPage>
  );
}

async function TermsVersionRow({ row }: { row: TRow }) {
  const [t, format] = await Promise.all([getT("opsTerms.list"), getFormatter()]);
  const effective = format.dateTime(new Date(row.effectiveAt), { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-terms-version={row.version}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-bold">{row.version}</span>
          <TermsStateBadge state={row.state} />
        </p>
        <p className="mt-1 break-words">{row.title}</p>
        <p className="mt-1 text-sm text-ink-muted">
          {t("effectiveAt")} <time dateTime={row.effectiveAt}>{effective}</time>
        </p>
      </div>
      <p className="flex shrink-0 flex-wrap gap-4 text-sm">
        <Link href={editEditorialPath("terms", row.id)} className="font-bold text-brand-700 underline">
          {row.state === "draft" ? t("edit") : t("view")}
          <span className="sr-only"> {row.version}</span>
        </Link>
        <Link href={editorialPreviewPath("terms", row.id)} className="font-bold text-brand-700 underline">
          {t("preview")}
          <span className="sr-only"> {row.version}</span>
        </Link>
      </p>
    </li>
  );
}
