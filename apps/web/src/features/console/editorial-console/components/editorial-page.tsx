import { Link } from "@/ui/store-link";
import type { ReactNode } from "react";

/** A console page of the editorial section: a link back up, the heading, then the content. */
export function EditorialPage({
  back,
  title,
  lead,
  actions,
  children,
}: {
  back?: { href: string; label: string };
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      {back ? (
        <p className="mb-4 text-sm">
          <Link href={back.href} className="text-brand-700 underline underline-offset-2 hover:no-underline">
            {back.label}
          </Link>
        </p>
      ) : null}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold md:text-3xl">{title}</h1>
          {typeof lead === "string" ? (
            <p className="mt-2 text-ink-muted">{lead}</p>
          ) : lead ? (
            <div className="mt-2 text-ink-muted">{lead}</div>
          ) : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
