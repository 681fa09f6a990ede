import "server-only";
import type { TAppContentDiff } from "@store/domain/app-content-diff";
import { isLocale, LOCALE_LABEL } from "@store/domain/locales";
import { getT } from "@/i18n/get-t";
import type { TTaxonomyNames } from "../server/get-change-request-review";
import { fieldLabelKey } from "./diff-labels";
import { DIFF_ROW_GRID, DiffFieldRow } from "./diff-field-row";
import { DiffListView } from "./diff-list-view";

/**
 * The published app beside the draft (once approved, what the approval replaced beside what it published), field by field: the changes first (fields, then nested
 * lists item by item), the unchanged fields folded away behind "show N unchanged".
 */
export async function ContentDiffView({
  diff,
  names,
  ofApproval = false,
}: {
  diff: TAppContentDiff;
  names: TTaxonomyNames;
  /** The diff is of an approval: what it replaced beside what it published. */
  ofApproval?: boolean;
}) {
  const [t, tContent] = await Promise.all([getT("opsReview.diff"), getT("appContent")]);
  const label = (field: string) => {
    // Issue 31: a translation's field reads as its language and the field it translates.
    const translated = /^translations\.([^.]+)\.(\w+)$/.exec(field);
    if (translated?.[1] && translated[2] && isLocale(translated[1]))
      return t("translatedField", {
        language: LOCALE_LABEL[translated[1]],
        field: tContent(`fields.${translated[2]}`),
      });
    return tContent(`fields.${fieldLabelKey(field)}`);
  };
  const changedFields = diff.fields.filter((field) => field.changed);
  const unchangedFields = diff.fields.filter((field) => !field.changed);
  const changedLists = diff.lists.filter((list) => list.changed);
  const unchangedLists = diff.lists.filter((list) => !list.changed);
  return (
    <section aria-labelledby="review-diff-heading" data-content-diff="" className="mt-10">
      <h2 id="review-diff-heading" className="text-xl font-bold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-ink-muted" data-diff-summary={diff.changedCount}>
        {t("summary", { count: diff.changedCount })}
      </p>
      {ofApproval ? (
        <p className="mt-1 text-ink-muted" data-diff-of-approval="">
          {t(diff.isNewApp ? "approvedNewApp" : "approved")}
        </p>
      ) : diff.isNewApp ? (
        <p className="mt-1 text-ink-muted">{t("newApp")}</p>
      ) : null}
      <div className="mt-4 rounded-xl border border-line bg-white px-4 py-2">
        <div aria-hidden="true" className={`${DIFF_ROW_GRID} hidden pb-2 text-sm font-bold text-ink-muted md:grid`}>
          <span />
          <span>{t("published")}</span>
          <span>{t("draft")}</span>
        </div>
        {changedFields.map((field) => (
          <DiffFieldRow key={field.field} diff={field} label={label(field.field)} names={names} />
        ))}
        {changedLists.map((list) => (
          <DiffListView key={list.list} diff={list} label={label(list.list)} names={names} />
        ))}
      </div>
      {diff.unchangedCount > 0 ? (
        <details className="mt-4 rounded-xl border border-line bg-white px-4 py-2" data-unchanged="">
          <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-700">
            {t("showUnchanged", { count: diff.unchangedCount })}
          </summary>
          {unchangedFields.map((field) => (
            <DiffFieldRow key={field.field} diff={field} label={label(field.field)} names={names} />
          ))}
          {unchangedLists.map((list) => (
            <div key={list.list} className={`${DIFF_ROW_GRID} border-line border-t py-3`} data-diff-list={list.list}>
              <div className="font-bold">{label(list.list)}</div>
              <div className="md:col-span-2">{t("items", { count: list.items.length })}</div>
            </div>
          ))}
        </details>
      ) : null}
    </section>
  );
}
