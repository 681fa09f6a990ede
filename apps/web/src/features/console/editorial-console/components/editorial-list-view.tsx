import type { TEditorialListItem } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { OPS_PATHS, editEditorialPath, editorialPreviewPath, newEditorialPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { EDITORIAL_KIND_SPECS, type TConsoleKind } from "../editorial-kinds";
import { EditorialClientMessages } from "./editorial-client-messages";
import { EditorialItemDates } from "./editorial-item-dates";
import { EditorialPage } from "./editorial-page";
import { MoveButtons } from "./move-buttons";

const link = "text-brand-700 underline underline-offset-2 hover:no-underline";

/** /ops/editorial/{kind}: every item in the public order with its state, links, and order buttons. */
export async function EditorialListView({
  kind,
  items,
  now = new Date(),
}: {
  kind: TConsoleKind;
  items: TEditorialListItem[];
  now?: Date;
}) {
  const t = await getT("opsEditorial");
  const name = t(`kinds.${kind}.name`);
  const ordered = EDITORIAL_KIND_SPECS[kind].ordered;
  return (
    <EditorialClientMessages>
      <EditorialPage
        back={{ href: OPS_PATHS.editorial, label: t("list.back") }}
        title={name}
        lead={t(`kinds.${kind}.description`)}
        actions={
          <Link
            href={newEditorialPath(kind)}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-600"
          >
            {t("list.new")}
          </Link>
        }
      >
        {kind === "news" ? <p className="mb-4 text-sm text-ink-muted">{t("list.newsOrder")}</p> : null}
        {items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line bg-white p-8 text-center text-ink-muted">
            {t("list.empty")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-editorial-list={kind} aria-label={t("list.label", { kind: name })}>
            {items.map((item, index) => (
              <li
                key={item.id}
                className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center"
                data-editorial-item={item.id}
              >
                {item.imageUrl ? (
                  // biome-ignore lint/performance/noImgElement: a thumbnail of any stored or seeded image
                  <img src={item.imageUrl} alt="" className="aspect-[3/1] w-full rounded-lg object-cover sm:w-40" />
                ) : null}
                <div className="min-w-0 flex-1">
                  <h2 className="break-words font-bold">{item.title}</h2>
                  <EditorialItemDates item={item} now={now} />
                </div>
                <div className="flex flex-wrap items-center gap-4">
                  <Link href={editEditorialPath(kind, item.id)} className={link}>
                    {t("list.edit")}
                    <span className="sr-only">{t("list.itemSuffix", { title: item.title })}</span>
                  </Link>
                  <Link href={editorialPreviewPath(kind, item.id)} className={link}>
                    {t("list.preview")}
                    <span className="sr-only">{t("list.itemSuffix", { title: item.title })}</span>
                  </Link>
                  {ordered ? (
                    <MoveButtons
                      kind={kind}
                      id={item.id}
                      title={item.title}
                      first={index === 0}
                      last={index === items.length - 1}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </EditorialPage>
    </EditorialClientMessages>
  );
}
