"use client";

import type { TLocale } from "@store/domain/locales";
import type { TVoiceCheckFinding } from "@store/domain/voices/voice-checks";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiClient } from "@/client/api-client";

// The automatic checks of a voice as the author writes it (issue 28). They run on the server (the
// word lists and the company's directory stay there), asked for once the author has paused typing.

/** How long the author pauses before the checks run. */
export const VOICE_CHECKS_DEBOUNCE_MS = 600;

export type TVoiceDraft = { rating: number | null; title: string; text: string; locale: TLocale };

export type TVoiceChecksState = {
  /** idle: nothing written yet; running: asked, no answer yet; done: `findings` are for the newest draft. */
  status: "idle" | "running" | "done" | "unavailable";
  findings: TVoiceCheckFinding[];
};

const isBlank = (draft: TVoiceDraft) => draft.rating === null && draft.title.trim() === "" && draft.text.trim() === "";

/**
 * The findings of the newest draft, refreshed VOICE_CHECKS_DEBOUNCE_MS after the last change, and
 * `checkNow` for the send button (the draft as it is, without waiting; null when the checks could not run).
 */
export function useVoiceChecks(code: string, draft: TVoiceDraft) {
  const [state, setState] = useState<TVoiceChecksState>({ status: "idle", findings: [] });
  // Answers to older drafts arrive late sometimes: only the newest request's answer is shown.
  const latest = useRef(0);

  const checkNow = useCallback(
    async (value: TVoiceDraft): Promise<TVoiceCheckFinding[] | null> => {
      const request = ++latest.current;
      if (isBlank(value)) {
        setState({ status: "idle", findings: [] });
        return [];
      }
      setState((current) => ({ ...current, status: "running" }));
      try {
        const { findings } = await apiClient.post<{ findings: TVoiceCheckFinding[] }>(
          `/api/apps/${encodeURIComponent(code)}/voices/checks`,
          value,
        );
        if (request === latest.current) setState({ status: "done", findings });
        return findings;
      } catch {
        if (request === latest.current) setState((current) => ({ ...current, status: "unavailable" }));
        return null;
      }
    },
    [code],
  );

  const { rating, title, text, locale } = draft;
  useEffect(() => {
    const timer = window.setTimeout(() => void checkNow({ rating, title, text, locale }), VOICE_CHECKS_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [checkNow, rating, title, text, locale]);

  return { checks: state, checkNow };
}
