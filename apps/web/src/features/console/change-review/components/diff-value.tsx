import "server-only";
import type { TDiffValue, TDiffValueKind } from "@store/domain/app-content-diff";
import { safeLink } from "@store/domain/schemas/app-content";
import { RichText } from "@/features/store/catalog";
import { getT } from "@/i18n/get-t";
import type { TTaxonomyNames } from "../server/get-change-request-review";
import { CHOICE_GROUPS } from "./diff-labels";

export type TDiffValueProps = {
  /** The field's name in the content (chooses how a choice reads). */
  field: string;
  kind: TDiffValueKind;
  value: TDiffValue;
  /** "label (Published)": the alt text of an image, which side it is on. */
  imageLabel: string;
  names: TTaxonomyNames;
};

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat; their order is the content's
        <li key={index} className="rounded bg-canvas px-2 py-0.5 text-sm">
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * One side of a field: a thumbnail for an image, a link, rich text as the page shows it (its
 * markup folded beneath), choices and ids as words.
 */
export async function DiffValue({ field, kind, value, imageLabel, names }: TDiffValueProps) {
  const [t, tContent] = await Promise.all([getT("opsReview.diff"), getT("appContent")]);
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
    return <span className="italic text-ink-muted">{t("empty")}</span>;
  }
  const text = String(value);
  // The store's own images get a thumbnail; the page may load no other (img-src 'self'), so an
  // outside address stays a link the reviewer can open.
  if (kind === "image" && text.startsWith("/") && safeLink(text)) {
    return (
      <span className="flex flex-col items-start gap-1">
        {/* biome-ignore lint/performance/noImgElement: a reviewer's thumbnail of any stored or external image, shown as is */}
        <img
          src={text}
          alt={imageLabel}
          loading="lazy"
          className="h-20 w-auto max-w-full rounded border border-line object-contain"
        />
        <span className="break-all text-xs text-ink-muted">{text}</span>
      </span>
    );
  }
  if ((kind === "link" || kind === "image") && safeLink(text)) {
    return (
      <a href={text} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-brand-700 underline">
        {text}
      </a>
    );
  }
  if (kind === "richText") {
    // Issue 31: words, not tags. Both sides are stored sanitised, as the public page renders them.
    return (
      <div className="flex flex-col gap-2" data-rich-text-diff="">
        <RichText html={text} className="break-words text-sm" />
        <details className="text-xs">
          <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-700">{t("showMarkup")}</summary>
          <pre className="whitespace-pre-wrap break-all font-mono">{text}</pre>
        </details>
      </div>
    );
  }
  if (kind === "flag") return <span>{value ? t("yes") : t("no")}</span>;
  if (kind === "choice") {
    if (field === "planId") return <span>{names.plans[Number(value)] ?? t("unknownId", { id: text })}</span>;
    const group = CHOICE_GROUPS[field];
    return <span>{group ? tContent(`${group}.${text}`) : text}</span>;
  }
  if (Array.isArray(value)) {
    if (kind === "scopes") {
      const scopes = value.map((item) => String(item));
      return <Chips items={scopes.map((scope) => `${names.scopes[scope] ?? scope} (${scope})`)} />;
    }
    const lookup = kind === "categoryIds" ? names.categories : kind === "tagIds" ? names.tags : null;
    const items = value.map((item) =>
      lookup ? (lookup[Number(item)] ?? t("unknownId", { id: String(item) })) : String(item),
    );
    return <Chips items={items} />;
  }
  return <span className="whitespace-pre-wrap break-words">{text}</span>;
}
