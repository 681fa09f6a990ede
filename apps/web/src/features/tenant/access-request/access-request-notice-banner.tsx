"use client";

import { Link } from "@/ui/store-link";
import { useState } from "react";

type TLine = { id: number; text: string; note: string | null; href: string; linkText: string };

/** The answers to the viewer's access requests, until dismissed. */
export function AccessRequestNoticeBanner({
  label,
  dismissLabel,
  lines,
}: {
  label: string;
  dismissLabel: string;
  lines: TLine[];
}) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  // Issue 31: in the store's own card, colours and type, within the page's width.
  return (
    <section
      aria-label={label}
      data-testid="accessRequestNotice"
      className="mx-auto max-w-[var(--width-page)] px-4 pt-4"
    >
      <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 text-brand-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
          <div className="min-w-0">
            <p className="font-bold text-ink">{label}</p>
            <ul className="mt-1 flex flex-col gap-2">
              {lines.map((line) => (
                <li key={line.id} className="break-words">
                  <span>{line.text}</span>
                  {line.note ? <span className="mt-0.5 block text-ink-muted">{line.note}</span> : null}
                  <Link href={line.href} className="mt-0.5 inline-block font-bold text-brand-700 underline">
                    {line.linkText}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="min-h-10 shrink-0 self-end rounded-lg border border-line bg-white px-4 font-bold text-ink hover:bg-canvas sm:self-start"
        >
          {dismissLabel}
        </button>
      </div>
    </section>
  );
}
