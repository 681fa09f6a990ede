import { Link } from "@/features/shell/store-link";
import type { ReactNode } from "react";

/** A page of the editorial console: a way back, its h1, a lead, actions beside them, then the content. */
export function ConsolePage(props: {
  title: string;
  lead?: ReactNode;
  back?: { href: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      {props.back ? (
        <p className="mb-4 text-sm">
          <Link href={props.back.href} className="text-brand-700 underline underline-offset-2 hover:no-underline">
            {props.back.label}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 max-w-3xl">
          <h1 className="break-words text-2xl font-bold leading-snug md:text-3xl">{props.title}</h1>
          {props.lead ? <div className="mt-3 text-ink-muted">{props.lead}</div> : null}
        </div>
        {props.actions ? <div className="shrink-0">{props.actions}</div> : null}
      </div>
      <div className="mt-8">{props.children}</div>
    </div>
  );
}

export const linkButton =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700";
