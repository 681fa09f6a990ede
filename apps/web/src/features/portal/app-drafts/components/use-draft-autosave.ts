"use client";

import { isDraftEditable } from "@store/domain/change-request";
import type { TErrorItems } from "@store/domain/errors";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { type TDraftApp, ZDraftApp, ZDraftAppConflict } from "@store/domain/schemas/draft-app";
import { useCallback, useEffect, useRef, useState } from "react";
import { editDraftPath } from "@/paths/developer-paths";
import { ApiError, apiClient } from "@/client/api-client";
import { rebaseOnTheirs } from "./draft-conflict";
import {
  editorValuesOf,
  hasChanges,
  same,
  savePayload,
  type TEditorValues,
  withoutRefused,
  withSavedIds,
} from "./draft-payload";

export const DRAFT_APPS_API = "/api/developers/experimental/draft_apps";
/** Saved this long after the last keystroke (and at once on leaving a field or the page). */
export const AUTOSAVE_DELAY_MS = 1500;

export type TAutosaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  /** `savedOthers`: the fields refused at were held back and every other change was saved. */
  | { kind: "failed"; message: string; items: TErrorItems; savedOthers: boolean }
  | { kind: "conflict" }
  | { kind: "sessionEnded" };

/** The draft as the editor knows it: null id until a new app's draft is first saved. */
export type TDraftMeta = Omit<TDraftApp, "content" | "notificationEmail" | "loginUrl" | "id"> & { id: number | null };

type TState = { meta: TDraftMeta; base: TEditorValues; local: TEditorValues; conflict: TDraftApp | null };

function metaOf(draft: TDraftApp): TDraftMeta {
  const { content: _c, notificationEmail: _n, loginUrl: _l, ...meta } = draft;
  return meta;
}

/**
 * The draft's autosave: a PATCH with the version it is based on, ~1.5 s after typing stops and on
 * leaving a field or the page; never two at once (the latest waits its turn). A 409 keeps the
 * user's text beside theirs (`conflict`) until the user chooses; nothing is overwritten silently.
 * A save refused at some fields (a code someone has) saves the others; the refused ones stay as
 * typed, with their messages, until they are fixed.
 */
export function useDraftAutosave(initial: { meta: TDraftMeta; values: TEditorValues }) {
  const store = useRef<TState>({ meta: initial.meta, base: initial.values, local: initial.values, conflict: null });
  const [, setTick] = useState(0);
  const [status, setStatus] = useState<TAutosaveStatus>({ kind: "idle" });
  const inFlight = useRef(false);
  const queued = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commit = useCallback((next: Partial<TState>) => {
    store.current = { ...store.current, ...next };
    setTick((tick) => tick + 1);
  }, []);

  const accept = useCallback(
    (draft: TDraftApp, sent: TEditorValues) => {
      const saved = editorValuesOf(draft);
      const now = store.current.local;
      // Always records which temporary id became which saved one, also when nothing was typed
      // during the save: a handler React has not re-rendered yet still names the temporary id.
      const remapped = withSavedIds(sent, saved, now);
      const local = same(now, sent) ? saved : remapped;
      commit({ meta: metaOf(draft), base: saved, local });
    },
    [commit],
  );

  const refused = useCallback(
    (error: unknown, savedOthers = false) => {
      const current = error instanceof ApiError ? ZDraftAppConflict.safeParse(error.details) : null;
      if (error instanceof ApiError && error.status === 409 && current?.success) {
        commit({ conflict: current.data.current });
        setStatus({ kind: "conflict" });
      } else if (error instanceof ApiError && error.status === 401) setStatus({ kind: "sessionEnded" });
      else if (error instanceof ApiError)
        setStatus({ kind: "failed", message: error.message, items: error.items, savedOthers });
      else setStatus({ kind: "failed", message: "", items: {}, savedOthers });
    },
    [commit],
  );

  /** Sends `sent` (a POST for a new app's first save, else a PATCH at the version) and takes the answer. */
  const send = useCallback(
    async (meta: TDraftMeta, base: TEditorValues, sent: TEditorValues): Promise<TDraftApp> => {
      const payload = savePayload(base, sent);
      const answer =
        meta.id === null
          ? await apiClient.post(DRAFT_APPS_API, { ...payload, content: payload.content ?? {} })
          : await apiClient.patch(`${DRAFT_APPS_API}/${meta.id}`, { ...payload, version: meta.version });
      const draft = ZDraftApp.parse(answer);
      accept(draft, sent);
      // A new draft's address from now on, without leaving the page (nothing typed is lost).
      if (meta.id === null) window.history.replaceState(window.history.state, "", editDraftPath(draft));
      return draft;
    },
    [accept],
  );

  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    const { meta, base, local, conflict } = store.current;
    if (conflict || !isDraftEditable(meta.changeRequestStatus)) return false;
    if (inFlight.current) {
      queued.current = true;
      return false;
    }
    if (!hasChanges(base, local)) {
      // What was refused is gone (a code put back to the saved one): its refusal goes with it (issue 31).
      setStatus((current) => (current.kind === "failed" ? { kind: "idle" } : current));
      return true;
    }
    inFlight.current = true;
    setStatus({ kind: "saving" });
    let ok = false;
    try {
      const draft = await send(meta, base, local);
      setStatus({ kind: "saved", at: draft.updatedAt });
      ok = true;
    } catch (error) {
      const rest = error instanceof ApiError && error.status === 422 ? withoutRefused(base, local, error.items) : null;
      if (rest) {
        // The rest is saved; the refusal's messages stay at their fields.
        await send(meta, base, rest).then(
          () => refused(error, true),
          (again: unknown) => refused(again),
        );
      } else refused(error);
    } finally {
      inFlight.current = false;
    }
    if (queued.current) {
      queued.current = false;
      return save();
    }
    return ok && !hasChanges(store.current.base, store.current.local);
  }, [send, refused]);

  const change = useCallback(
    (next: TEditorValues) => {
      commit({ local: next });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [commit, save],
  );

  useEffect(() => {
    const leave = () => {
      if (document.visibilityState === "hidden") void save();
    };
    document.addEventListener("visibilitychange", leave);
    return () => {
      document.removeEventListener("visibilitychange", leave);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [save]);

  const { meta, base, local, conflict } = store.current;
  return {
    meta,
    values: local,
    base,
    conflict,
    status,
    editable: isDraftEditable(meta.changeRequestStatus) && conflict === null,
    unsaved: hasChanges(base, local) || status.kind === "saving",
    setContent: (update: (content: TAppContent) => TAppContent) =>
      change({ ...store.current.local, content: update(store.current.local.content) }),
    setOwn: (field: "notificationEmail" | "loginUrl", value: string) =>
      change({ ...store.current.local, [field]: value }),
    save,
    /** After a submit or withdraw: the draft as the server answered. */
    replaceMeta: (draft: TDraftApp) => commit({ meta: metaOf(draft) }),
    keepTheirs: () => {
      const theirs = store.current.conflict;
      if (!theirs) return;
      const values = editorValuesOf(theirs);
      commit({ meta: metaOf(theirs), base: values, local: values, conflict: null });
      setStatus({ kind: "idle" });
    },
    saveTheirsAndMine: () => {
      const theirs = store.current.conflict;
      if (!theirs) return Promise.resolve(false);
      const values = editorValuesOf(theirs);
      const merged = rebaseOnTheirs(store.current.base, store.current.local, values);
      commit({ meta: metaOf(theirs), base: values, local: merged, conflict: null });
      return save();
    },
  };
}

export type TDraftAutosave = ReturnType<typeof useDraftAutosave>;
