"use client";

import { useEffect, useState } from "react";
import { guardedStorage } from "@/client/storage/browser-storage";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import type { TReleaseNote } from "./read-release-notes";
import { markRead, readIds, unreadIds } from "./read-marks";

const READ_KEY = "release_notes_read";

type TState = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; notes: TReleaseNote[]; unread: Set<string> };

/**
 * The release-notes panel: the suite's notes, the ones this browser has not seen marked unread
 * (they count as read once shown), and SPEC §8's 'try again later' when they cannot be loaded.
 */
export function ReleaseNotesPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT("releaseNotes");
  const [state, setState] = useState<TState>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    apiClient
      .get<{ releaseNotes: TReleaseNote[] }>("/api/release_notes")
      .then(({ releaseNotes }) => {
        if (!current) return;
        const storage = guardedStorage("local");
        const seen = readIds(storage.getItem(READ_KEY));
        setState({ kind: "loaded", notes: releaseNotes, unread: unreadIds(releaseNotes, seen) });
        storage.setItem(READ_KEY, markRead(seen, releaseNotes));
      })
      .catch(() => {
        if (current) setState({ kind: "failed" });
      });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <section
      id={id}
      aria-label={t("title")}
      className="absolute right-0 top-12 z-50 w-[min(calc(100vw-2rem),360px)] rounded-lg border border-line bg-white p-4 shadow-lg"
    >
      <h2 className="font-bold">{t("title")}</h2>
      {state.kind === "loading" ? (
        <p role="status" className="mt-3 text-sm text-ink-muted">
          {t("loading")}
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t("failed")}
        </p>
      ) : null}
      {state.kind === "loaded" ? (
        <ul className="mt-3 flex flex-col divide-y divide-line">
          {state.notes.map((note) => (
            <li key={note.id} className="py-2" data-unread={state.unread.has(note.id) ? "" : undefined}>
              <a href={note.url} target="_blank" rel="noopener noreferrer" className="text-sm hover:underline">
                {state.unread.has(note.id) ? (
                  <span className="mr-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">
                    {t("unread")}
                  </span>
                ) : null}
                {note.title}
                <span className="sr-only">{t("newTab")}</span>
              </a>
              <time dateTime={note.publishedAt} className="mt-1 block text-xs text-ink-muted">
                {note.publishedAt.slice(0, 10)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" onClick={onClose} className="mt-3 text-sm text-brand-700 underline">
        {t("close")}
      </button>
    </section>
  );
}
