import type { ReactNode } from "react";

/** A page of the developer area: its h1, a lead, actions beside them, then the content. */
export function AreaPage({
  title,
  lead,
  actions,
  before,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Above the title (a breadcrumb). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      {before}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold leading-snug md:text-3xl">{title}</h1>
          {lead ? <p className="mt-3 text-ink-muted">{lead}</p> : null}
        </div>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
