"use client";

import { Link } from "@/ui/store-link";
import { usePathname } from "next/navigation";

export type TAreaNavLink = {
  href: string;
  label: string;
  /** Whether the link's own page only is current (the area's home), rather than everything under it. */
  exact?: boolean;
};

function isCurrent(pathname: string, link: TAreaNavLink): boolean {
  return link.exact ? pathname === link.href : pathname === link.href || pathname.startsWith(`${link.href}/`);
}

/** The pages of an account area; the one being viewed is marked for screen readers too. */
export function AreaNav({ label, links }: { label: string; links: TAreaNavLink[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-t border-line">
      {/* Issue 31: on a phone the pages wrap onto more rows rather than scroll sideways unseen. */}
      <ul className="mx-auto flex max-w-[var(--width-page)] flex-wrap gap-x-1 px-2 text-sm">
        {links.map((link) => {
          const current = isCurrent(pathname, link);
          return (
            <li key={link.href} className="shrink-0">
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className="block border-b-2 border-transparent px-3 py-2.5 hover:bg-canvas sm:py-3 aria-[current=page]:border-brand-600 aria-[current=page]:font-bold aria-[current=page]:text-brand-700"
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
