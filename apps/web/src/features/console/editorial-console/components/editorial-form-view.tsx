import type { TEditorialItem } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { editorialListPath, editorialPreviewPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import type { TAppChoice } from "../server/list-editorial-items";
import { DeleteItemButton } from "./delete-item-button";
import { EditorialClientMessages } from "./editorial-client-messages";
import { EditorialForm } from "./editorial-form";
import { EditorialItemDates } from "./editorial-item-dates";
import { EditorialPage } from "./editorial-page";
import { PublicationPanel } from "./publication-panel";
import type { TConsoleKind } from "../editorial-kinds";

type TProps = {
  kind: TConsoleKind;
  item: TEditorialItem | null;
  apps: TAppChoice[];
  created?: boolean;
  now?: Date;
};

/** The item's headline as the list shows it (a banner has its alternative text). */
export function itemTitle(item: TEditorialItem): string {
  const title = item.title ?? item.alt;
  return typeof title === "string" ? title : `#${item.id}`;
}

function datesOf(item: TEditorialItem) {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return { publishedAt: item.publishedAt, startsAt: text(item.startsAt), endsAt: text(item.endsAt) };
}

/** /ops/editorial/{kind}/new and /{id}: the one form, then for an existing item its publication and deletion. */
export async function EditorialFormView({ kind, item, apps, created = false, now = new Date() }: TProps) {
  const t = await getT("opsEditorial");
  const name = t(`kinds.${kind}.name`);
  return (
    <EditorialClientMessages>
      <EditorialPage
        back={{ href: editorialListPath(kind), label: t("form.back", { kind: name }) }}
        title={item ? t("form.editTitle", { title: itemTitle(item) }) : t("form.newTitle", { kind: name })}
        actions={
          item ? (
            <Link
              href={editorialPreviewPath(kind, item.id)}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-5 py-2 font-bold text-brand-700 hover:bg-brand-50"
            >
              {t("form.preview")}
            </Link>
          ) : null
        }
      >
        {created ? (
          <p role="status" className="mb-6 rounded-lg border border-line bg-brand-50 p-3 text-sm font-bold">
            {t("form.created")}
          </p>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="editorial-content-heading" className="min-w-0">
            <h2 id="editorial-content-heading" className="mb-4 text-xl font-bold">
              {t("form.contentHeading")}
            </h2>
            <EditorialForm kind={kind} item={item} apps={apps} />
          </section>
          {item ? (
            <div className="flex min-w-0 flex-col gap-8">
              <section
                aria-labelledby="editorial-publication-heading"
                className="rounded-xl border border-line bg-white p-5"
              >
                <h2 id="editorial-publication-heading" className="mb-3 text-xl font-bold">
                  {t("publication.heading")}
                </h2>
                <div className="mb-4">
                  <EditorialItemDates item={datesOf(item)} now={now} />
                </div>
                <PublicationPanel kind={kind} id={item.id} published={item.publishedAt !== null} />
              </section>
              <section
                aria-labelledby="editorial-delete-heading"
                className="rounded-xl border border-line bg-white p-5"
              >
                <h2 id="editorial-delete-heading" className="mb-3 text-xl font-bold">
                  {t("delete.heading")}
                </h2>
                <DeleteItemButton kind={kind} id={item.id} title={itemTitle(item)} />
              </section>
            </div>
          ) : null}
        </div>
      </EditorialPage>
    </EditorialClientMessages>
  );
}
