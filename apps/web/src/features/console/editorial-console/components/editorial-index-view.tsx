import { Link } from "@/ui/store-link";
import { EDITORIAL_KINDS, editorialListPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { EditorialPage } from "./editorial-page";

/** /ops/editorial: every kind of the store's editorial content, each a link to its list. */
export async function EditorialIndexView() {
  const t = await getT("opsEditorial");
  return (
    <EditorialPage title={t("index.title")} lead={t("index.lead")}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-editorial-kinds="">
        {EDITORIAL_KINDS.map((kind) => (
          <li key={kind} className="relative rounded-xl border border-line bg-white p-5 hover:border-brand-500">
            <h2 className="font-bold">
              <Link
                href={editorialListPath(kind)}
                className="text-brand-700 after:absolute after:inset-0 hover:underline"
              >
                {t(`kinds.${kind}.name`)}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-ink-muted">{t(`kinds.${kind}.description`)}</p>
          </li>
        ))}
      </ul>
    </EditorialPage>
  );
}
