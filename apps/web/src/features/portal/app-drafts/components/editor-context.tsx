"use client";

import type { TAppContent } from "@store/domain/schemas/app-content";
import { createContext, useContext } from "react";

/** What every field of the editor reads and writes, without passing it down section by section. */
export type TEditorContext = {
  content: TAppContent;
  readOnly: boolean;
  /** The draft's app, when it edits an existing one (its code cannot change). */
  appId: number | null;
  set: <K extends keyof TAppContent>(key: K, value: TAppContent[K]) => void;
  /** A change computed from the field's latest value (an upload finishing late must not undo later edits). */
  update: <K extends keyof TAppContent>(key: K, change: (value: TAppContent[K]) => TAppContent[K]) => void;
  /** The submission issues of a field path (`usages.2.title`), in the viewer's language. */
  issuesOf: (path: string) => string[];
  /** Says something to screen readers (a list item moved or removed). */
  announce: (message: string) => void;
};

export const EditorContext = createContext<TEditorContext | null>(null);

export function useEditor(): TEditorContext {
  const context = useContext(EditorContext);
  if (!context) throw new Error("useEditor outside the draft editor");
  return context;
}

/** The id of a field's control, from its path: the issue list links to it. */
export function fieldId(path: string): string {
  return `draft-field-${path.replaceAll(".", "-")}`;
}
