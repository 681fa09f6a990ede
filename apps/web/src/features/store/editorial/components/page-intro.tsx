import type { ReactNode } from "react";

/** The band that opens an editorial page: eyebrow, the page's h1, a lead and optional actions. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
  breadcrumbs,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  breadcrumbs?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-gradient-to-br from-brand-50 via-white to-white">
      <div className="mx-auto max-w-[var(--width-page)] px-4 pb-10 pt-6 md:pb-14">
        {breadcrumbs}
        <div className="mt-6 max-w-3xl md:mt-10">
          {eyebrow ? <p className="mb-2 text-sm font-bold text-brand-700">{eyebrow}</p> : null}
          <h1 className="text-2xl font-bold leading-snug md:text-4xl">{title}</h1>
          {lead ? <div className="mt-4 text-ink-muted md:text-lg">{lead}</div> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
