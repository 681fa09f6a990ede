"use client";

import { useState } from "react";
import { useT } from "@/i18n/use-t";

/** SPEC §2 Shell: a dismissible warning bar that lists the active feature flags. */
export function FeatureFlagBar({ flags }: { flags: string[] }) {
  const t = useT("shell");
  const [dismissed, setDismissed] = useState(false);
  if (flags.length === 0 || dismissed) return null;
  return (
    <div role="status" className="flex items-center gap-3 bg-amber-100 px-4 py-2 text-sm text-warning">
      <p className="flex-1">{t("flagBarTitle", { flags: flags.join(", ") })}</p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t("flagBarDismiss")}
        className="rounded px-2 py-1 hover:bg-amber-200"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
