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
  return (
    <section
      aria-label={label}
      data-testid="accessRequestNotice"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-gray-900"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-between gap-3">
        <ul className="space-y-1">
          {lines.map((line) => (
            <li key={line.id}>
              <span>{line.text}</span> {line.note ? <span className="break-words">{line.note}</span> : null}{" "}
              <Link href={line.href} className="underline text-blue-800">
                {line.linkText}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="rounded border border-gray-500 bg-white px-3 py-1 text-gray-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {dismissLabel}
        </button>
      </div>
    </section>
  );
}
