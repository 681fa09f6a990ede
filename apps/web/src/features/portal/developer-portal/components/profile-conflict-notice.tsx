"use client";

import { useFormatter } from "next-intl";
import { useT } from "@/i18n/use-t";

/**
 * After a 409: someone saved the profile since this form was loaded. The user's text stays in the
 * form; they choose to load the latest (theirs is discarded) or to save theirs over it.
 */
export function ProfileConflictNotice({
  theirsUpdatedAt,
  differing,
  busy,
  onLoadLatest,
  onSaveMine,
}: {
  theirsUpdatedAt: string;
  /** The labels of the fields that differ. */
  differing: string[];
  busy: boolean;
  onLoadLatest: () => void;
  onSaveMine: () => void;
}) {
  const t = useT("developerArea.profile.conflictNotice");
  const format = useFormatter();
  const time = format.dateTime(new Date(theirsUpdatedAt), { dateStyle: "medium", timeStyle: "short" });
  return (
    // Focused when it appears (the save button is far below), so it is seen and heard at once.
    <section
      tabIndex={-1}
      aria-labelledby="profile-conflict-title"
      data-profile-conflict=""
      className="rounded-xl border-2 border-warning bg-amber-50 p-4"
    >
      <h2 id="profile-conflict-title" className="font-bold text-warning">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm">{t("body", { time })}</p>
      {differing.length > 0 ? (
        <p className="mt-1 text-sm">{t("differs", { fields: format.list(differing, { type: "conjunction" }) })}</p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={onSaveMine}
          className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t("saveMine")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onLoadLatest}
          className="min-h-11 rounded-lg border border-line bg-white px-4 text-sm font-bold hover:bg-canvas disabled:opacity-60"
        >
          {t("loadLatest")}
        </button>
      </div>
    </section>
  );
}
