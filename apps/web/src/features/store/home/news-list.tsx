import type { TNewsItem } from "@store/domain/schemas/editorial";
import { getFormatter } from "next-intl/server";
import { RichText } from "@/features/store/catalog";

/**
 * The home page's news items (SPEC §3), each opening to its body, with a marker that says so; the
 * console's preview shows one open.
 */
export async function NewsList({ items, open = false }: { items: TNewsItem[]; open?: boolean }) {
  const format = await getFormatter();
  return (
    <ul className="divide-y divide-line border-y border-line">
      {items.map((item) => (
        <li key={item.id} className="py-4">
          <details className="group" open={open}>
            <summary className="flex cursor-pointer list-none flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={item.publishedAt} className="shrink-0 text-sm text-ink-muted">
                {format.dateTime(new Date(item.publishedAt), { dateStyle: "medium" })}
              </time>
              <span className="flex flex-wrap items-baseline gap-2">
                {item.categories.map((category) => (
                  <span key={category} className="rounded bg-brand-50 px-2 text-xs text-brand-700" data-taxonomy="news">
                    {category}
                  </span>
                ))}
                <span className="font-bold group-open:text-brand-700">{item.title}</span>
              </span>
              {/* The marker the browser's own triangle would be (list-none hides it): down closed, up open. */}
              <svg
                aria-hidden="true"
                data-news-marker=""
                width="16"
                height="16"
                viewBox="0 0 16 16"
                className="shrink-0 self-end text-ink-muted transition-transform group-open:rotate-180 sm:ml-auto sm:self-center"
              >
                <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </summary>
            <RichText html={item.bodyContent} className="mt-3 text-sm text-ink-muted sm:pl-32" />
          </details>
        </li>
      ))}
    </ul>
  );
}
