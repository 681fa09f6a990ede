"use client";

import { useState } from "react";
import { useT } from "@/i18n/use-t";

/**
 * SPEC §2: the dismissible warning bar of a preview, saying that the page shows sample data and
 * that the inquiry and integration buttons do not respond. Dismissed, it stays hidden on this page.
 */
export function PreviewBar({ contentId }: { contentId: string }) {
  const t = useT("preview.bar");
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <section
      aria-label={t("label")}
      className="border-b border-amber-300 bg-amber-100 text-warning"
      data-preview-bar=""
    >
      <div className="mx-auto flex max-w-[var(--width-page)] items-start gap-3 px-4 py-3 text-sm">
        <p className="flex-1">
          <strong className="mr-2 font-bold">{t("title")}</strong>
          {t("text")}
        </p>
        <button
          type="button"
          onClick={() => {
            setDismissed(true);
            // The focused button goes away: the keyboard continues from the page it was above.
            document.getElementById(contentId)?.focus();
          }}
          aria-label={t("dismiss")}
          className="shrink-0 rounded px-2 py-0.5 text-lg leading-none hover:bg-amber-200 focus-visible:outline-2"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
