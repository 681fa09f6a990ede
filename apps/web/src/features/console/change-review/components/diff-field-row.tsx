import "server-only";
import type { TFieldDiff } from "@store/domain/app-content-diff";
import { getT } from "@/i18n/get-t";
import type { TTaxonomyNames } from "../server/get-change-request-review";
import { DiffValue } from "./diff-value";

/** The grid of a row: the label, then the published side and the draft side (stacked below md). */
export const DIFF_ROW_GRID = "md:grid md:grid-cols-[minmax(8rem,14rem)_1fr_1fr] md:gap-4";

/** One field side by side: its label, the published value and the draft's (each side named for screen readers and small screens). */
export async function DiffFieldRow({
  diff,
  label,
  names,
}: {
  diff: Pick<TFieldDiff, "field" | "kind" | "before" | "after" | "changed">;
  label: string;
  names: TTaxonomyNames;
}) {
  const t = await getT("opsReview.diff");
  const sides = [
    { key: "before", side: t("published"), value: diff.before },
    { key: "after", side: t("draft"), value: diff.after },
  ] as const;
  return (
    <div
      data-diff-field={diff.field}
      data-changed={diff.changed ? "true" : "false"}
      className={`${DIFF_ROW_GRID} border-line border-t py-3 first:border-t-0`}
    >
      <div className="font-bold">{label}</div>
      {sides.map(({ key, side, value }) => (
        <div
          key={key}
          data-side={key}
          className={`mt-2 min-w-0 rounded-lg p-2 md:mt-0 ${diff.changed ? (key === "before" ? "bg-red-50" : "bg-green-50") : ""}`}
        >
          <span className="block text-xs font-bold text-ink-muted md:sr-only">{side}</span>
          <DiffValue
            field={diff.field}
            kind={diff.kind}
            value={value}
            imageLabel={t("image", { field: label, side })}
            names={names}
          />
        </div>
      ))}
    </div>
  );
}
