"use client";

import type { TAnnouncementState } from "@store/domain/schemas/editorial";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { fromLocalInputValue } from "@/features/editorial-console/terms/client/local-date-time";
import { ConsoleField, consoleControl } from "@/features/editorial-console/terms/components/console-field";
import { editorialListPath } from "@/paths/ops-paths";
import { ApiError } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";
import { deleteAnnouncement, publishAnnouncement, unpublishAnnouncement } from "../client/announcements-api";

const button = "min-h-11 rounded-lg px-5 text-sm font-bold disabled:opacity-50";
const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${button} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`;

/** Publish now, schedule, unpublish and (never published) delete, each as the state allows. */
export function AnnouncementPublication({ id, state }: { id: number; state: TAnnouncementState }) {
  const t = useT("opsAnnouncements.publication");
  const router = useRouter();
  const [at, setAt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (run: () => Promise<unknown>, after: () => void = () => router.refresh()) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await run();
      after();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t("failed"));
    } finally {
      setBusy(false);
    }
  };
  const schedule = () => {
    const publishAt = fromLocalInputValue(at);
    if (!publishAt) setError(t("scheduleInvalid"));
    else void act(() => publishAnnouncement(id, publishAt));
  };

  return (
    <div className="flex flex-col gap-4" data-announcement-publication="">
      {state === "published" || state === "scheduled" ? (
        <button
          type="button"
          disabled={busy}
          className={`${secondary} self-start`}
          onClick={() => void act(() => unpublishAnnouncement(id))}
        >
          {t("unpublish")}
        </button>
      ) : null}
      {state !== "published" ? (
        <div className="flex flex-col gap-4">
          <button
            type="button"
            disabled={busy}
            className={`${primary} self-start`}
            onClick={() => void act(() => publishAnnouncement(id))}
          >
            {t("publishNow")}
          </button>
          <div className="flex flex-wrap items-end gap-3">
            <ConsoleField name="publishAt" label={t("publishAt")} hint={t("publishAtHint")}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="datetime-local"
                  value={at}
                  onChange={(e) => setAt(e.target.value)}
                  className={consoleControl}
                />
              )}
            </ConsoleField>
            <button type="button" disabled={busy} className={secondary} onClick={schedule}>
              {t("schedule")}
            </button>
          </div>
        </div>
      ) : null}
      {state === "draft" ? (
        <button
          type="button"
          disabled={busy}
          className={`${button} self-start border border-danger bg-white text-danger hover:bg-red-50`}
          onClick={() => {
            if (window.confirm(t("confirmDelete")))
              void act(
                () => deleteAnnouncement(id),
                () => router.push(editorialListPath("announcements")),
              );
          }}
        >
          {t("delete")}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
