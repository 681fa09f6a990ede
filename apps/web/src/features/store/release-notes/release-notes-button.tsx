"use client";

import { lazy, Suspense, useId, useState } from "react";
import { useT } from "@/i18n/use-t";

// The panel, its loading and its read marks load when the viewer first reaches for the button.
const ReleaseNotesPanel = lazy(() => import("./release-notes-panel").then((m) => ({ default: m.ReleaseNotesPanel })));
const preloadPanel = () => void import("./release-notes-panel");

/** SPEC §2 Shell: the header's release notes, a panel that opens under its button. */
export function ReleaseNotesButton() {
  const t = useT("releaseNotes");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t("open")}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen((now) => !now)}
        className="grid size-10 place-items-center rounded hover:bg-canvas"
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <path strokeWidth="2" strokeLinejoin="round" d="M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h7" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReleaseNotesPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
