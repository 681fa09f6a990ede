"use client";

import { signOut, useSession } from "./session-context";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useT } from "@/i18n/use-t";
import { reportClientLog } from "@/client/client-log";

/**
 * Shown by a server page whose access token has expired: server components may not store a
 * rotated refresh token, so the session endpoint refreshes it and the page renders again.
 */
export function SessionRefresh() {
  const t = useT("auth");
  const { update } = useSession();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const ran = useRef(-1);

  useEffect(() => {
    if (ran.current === attempt) return;
    ran.current = attempt;
    void (async () => {
      const session = await update({ action: "refresh" });
      if (!session) reportClientLog("error", "CLIENT_SESSION_ERROR", "refresh before a tenant-admin page failed");
      else if (session.error) await signOut();
      startTransition(() => router.refresh());
      setDone(true);
    })();
  }, [attempt, update, router]);

  if (!done || pending) {
    return (
      <p role="status" className="mx-auto max-w-2xl px-4 py-20 text-center text-ink-muted">
        {t("refresh.checking")}
      </p>
    );
  }
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-20 text-center">
      <p>{t("refresh.failed")}</p>
      <button
        type="button"
        onClick={() => {
          setDone(false);
          setAttempt((n) => n + 1);
        }}
        className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {t("refresh.retry")}
      </button>
    </div>
  );
}
