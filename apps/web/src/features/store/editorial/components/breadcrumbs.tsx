import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";

export type TBreadcrumb = { label: string; href?: string };

/** Where the page sits: top › section › page. The last item is the current page. */
export async function Breadcrumbs({ items }: { items: TBreadcrumb[] }) {
  const t = await getT("editorial");
  const trail = [{ label: t("home"), href: "/" }, ...items];
  return (
    <nav aria-label={t("breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={item.href ?? item.label} className="flex min-w-0 items-center gap-2">
              {item.href && !last ? (
                <Link href={item.href} className="underline-offset-2 hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className="line-clamp-1 text-ink">
                  {item.label}
                </span>
              )}
              {last ? null : (
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3 shrink-0 text-ink-muted">
                  <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
