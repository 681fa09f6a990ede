import type { ComponentType, ReactNode } from "react";

export type TPaginationLabels = {
  previous: string;
  next: string;
  /** The accessible name of one numbered link. */
  page: (page: number) => string;
};

type TPaginationLink = ComponentType<{
  href: string;
  className?: string;
  "aria-current"?: "page";
  "aria-label"?: string;
  children: ReactNode;
}>;

/** The page numbers around the current one, with the first and last, and gaps as null. */
export function pageWindow(page: number, pages: number, radius = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].filter((p) => p >= 1).sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

/**
 * Previous, numbered and next links; the current page is marked for assistive technology. The
 * caller hands in the texts and its link component, so this block knows no store and no language.
 */
export function PaginationNav({
  page,
  pages,
  hrefFor,
  label,
  labels,
  link: Link,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
  labels: TPaginationLabels;
  link: TPaginationLink;
}) {
  if (pages <= 1) return null;
  const base = "grid min-w-10 place-items-center rounded-lg border px-3 py-1.5";
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} className={`${base} border-line hover:bg-canvas`}>
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={labels.page(p)}
                className={`${base} ${p === page ? "border-brand-600 bg-brand-600 font-bold text-white" : "border-line hover:bg-canvas"}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={hrefFor(page + 1)} className={`${base} border-line hover:bg-canvas`}>
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
