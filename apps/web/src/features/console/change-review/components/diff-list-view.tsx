import "server-only";
import type { TFieldDiff, TListDiff, TListItemDiff } from "@store/domain/app-content-diff";
import { getT } from "@/i18n/get-t";
import type { TTaxonomyNames } from "../server/get-change-request-review";
import { itemFieldLabelKey, itemLabelKey } from "./diff-labels";
import { DiffFieldRow } from "./diff-field-row";

const BADGE: Record<TListItemDiff["change"], string> = {
  added: "bg-green-100 text-green-900",
  removed: "bg-red-100 text-red-900",
  changed: "bg-amber-100 text-amber-900",
  moved: "bg-sky-100 text-sky-900",
  unchanged: "bg-canvas",
};

/** The rows an item shows: every field of an added or removed item (against nothing), only the changed ones otherwise. */
function itemRows(item: TListItemDiff): TFieldDiff[] {
  if (item.change === "added" || item.change === "changed") return item.fields;
  if (item.change === "removed") return item.fields.map((field) => ({ ...field, before: field.before, after: null }));
  return [];
}

/** One nested list's changes, items matched by id: added, removed, changed (with the sub-fields) and moved. */
export async function DiffListView({ diff, label, names }: { diff: TListDiff; label: string; names: TTaxonomyNames }) {
  const [t, tContent] = await Promise.all([getT("opsReview.diff"), getT("appContent")]);
  const shown = diff.items.filter((item) => item.change !== "unchanged");
  const unchanged = diff.items.length - shown.length;
  const fieldLabel = (field: string) => {
    const key = itemFieldLabelKey(diff.list, field);
    return key === null ? t(field) : tContent(`fields.${key}`);
  };
  return (
    <section data-diff-list={diff.list} className="border-line border-t py-3">
      <h3 className="font-bold">{label}</h3>
      {unchanged > 0 ? <p className="text-sm text-ink-muted">{t("itemsUnchanged", { count: unchanged })}</p> : null}
      <ol className="mt-2 flex flex-col gap-3">
        {shown.map((item) => (
          <li
            key={`${item.change}-${item.id}`}
            data-diff-item={item.id}
            data-change={item.change}
            className="rounded-lg border border-line p-3"
          >
            <p className="flex flex-wrap items-center gap-2">
              <strong>
                {tContent(`items.${itemLabelKey(diff.list)}`, { number: item.position + 1, list: label })}
              </strong>
              <span className={`rounded px-2 py-0.5 text-sm font-bold ${BADGE[item.change]}`}>{t(item.change)}</span>
              {item.change === "moved" || (item.change === "changed" && item.moved) ? (
                <span className="text-sm text-ink-muted">
                  {item.change === "moved"
                    ? t("movedFrom", { from: item.from + 1, to: item.position + 1 })
                    : t("moved")}
                </span>
              ) : null}
            </p>
            {itemRows(item).map((field) => (
              <DiffFieldRow key={field.field} diff={field} label={fieldLabel(field.field)} names={names} />
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
