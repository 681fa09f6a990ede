"use client";

import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef, useState } from "react";

type TNotice = { text: string; tone: "done" | "problem" };

const NoticeContext = createContext<(notice: TNotice) => void>(() => {});

/**
 * Holds the notice of the last action above the list: a voice that was published, rejected or taken
 * down leaves the list, so its own card cannot say so. Focus moves to the notice, where the voice was.
 */
export function ModerationNotices({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<(TNotice & { at: number }) | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  const show = useCallback((next: TNotice) => setNotice({ ...next, at: Date.now() }), []);
  useLayoutEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  return (
    <NoticeContext.Provider value={show}>
      <div aria-live="polite">
        {notice ? (
          <p
            ref={ref}
            tabIndex={-1}
            key={notice.at}
            data-moderation-notice={notice.tone}
            className={`mb-4 rounded-lg border p-3 font-bold outline-offset-2 ${
              notice.tone === "done"
                ? "border-brand-600 bg-brand-50 text-brand-700"
                : "border-danger bg-white text-danger"
            }`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {children}
    </NoticeContext.Provider>
  );
}

/** Shows a notice above the list (and moves focus to it). */
export function useModerationNotice() {
  return useContext(NoticeContext);
}
