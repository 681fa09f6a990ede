"use client";

import { useState } from "react";
import { useDialog } from "@/client/dialog-host";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";

// Issue 28, under each voice of the app page: 'helpful' (signed-in users; a visitor is asked to sign
// in) with how many found it so, and 'report' (anyone), which opens the report dialog. The one client
// island of the voices section, kept small for the page's first-load budget: what a vote sends loads
// on first use (send-helpful-vote.ts), the dialog when it opens (app/_shell/dialog-renderer.tsx).

const loadVote = () => import("./send-helpful-vote");

export function VoiceFeedback(props: {
  voiceId: number;
  title: string;
  helpfulCount: number;
  helpful: boolean;
  signedIn: boolean;
}) {
  const { voiceId } = props;
  const t = useT("voices.helpfulButton");
  const report = useT("voices.report");
  const { openDialog } = useDialog();
  const inert = !useHydrated();
  const [vote, setVote] = useState({ helpful: props.helpful, helpfulCount: props.helpfulCount });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const press = async () => {
    if (!props.signedIn) return openDialog("loggedInUserOnly");
    if (pending) return;
    setPending(true);
    setError(null);
    const next = await (await loadVote()).sendHelpfulVote(voiceId, !vote.helpful, {
      openDialog,
      failed: t("failed"),
    });
    setPending(false);
    if (typeof next === "string") setError(next);
    else if (next) setVote(next);
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        className="min-h-11 rounded-full border border-line px-4 text-sm font-bold aria-pressed:bg-brand-600 aria-pressed:text-white"
        aria-pressed={vote.helpful}
        disabled={inert}
        onPointerEnter={props.signedIn ? loadVote : undefined}
        onClick={() => void press()}
      >
        {t("label")}
      </button>
      <span className="text-sm text-ink-muted" aria-live="polite" data-voice-helpful-count={vote.helpfulCount}>
        {vote.helpfulCount > 0 ? t("count", { count: vote.helpfulCount }) : ""}
      </span>
      <button
        type="button"
        className="min-h-11 text-sm text-ink-muted underline"
        disabled={inert}
        onClick={() => openDialog("voiceReport", { voiceId, title: props.title })}
      >
        {report("action")}
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
