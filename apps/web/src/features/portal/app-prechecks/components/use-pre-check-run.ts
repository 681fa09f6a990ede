"use client";

import { type TPreCheckReport, ZPreCheckReport } from "@store/domain/schemas/pre-check";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";

export type TPreCheckRun = { kind: "idle" } | { kind: "running" } | { kind: "failed" };

/** The newer of two reports (by when they were checked). */
function newest(a: TPreCheckReport | null, b: TPreCheckReport | null): TPreCheckReport | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.checkedAt) > Date.parse(a.checkedAt) ? b : a;
}

/**
 * Runs the checks through the shared API client and keeps the newest report: the one a run here
 * answered, or a newer one the page hands in (a refused submit's). `beforeRun` saves first.
 */
export function usePreCheckRun(props: {
  initialReport: TPreCheckReport | null;
  runUrl: string;
  autoRun?: boolean;
  beforeRun?: () => Promise<unknown>;
}) {
  const [ran, setRan] = useState<TPreCheckReport | null>(null);
  // Any failure reads as the panel's own "could not run" (the message itself is not shown).
  const { state, run: send } = useApiForm({ unexpected: "failed" });
  const run: TPreCheckRun = state.pending ? { kind: "running" } : state.message ? { kind: "failed" } : { kind: "idle" };
  const { runUrl, beforeRun } = props;

  const start = useCallback(async () => {
    const report = await send(async () => {
      // The checks read the saved draft: what could not be saved yet shows as a stale report.
      await beforeRun?.();
      return ZPreCheckReport.parse(await apiClient.post(runUrl));
    });
    if (report) setRan(report);
  }, [send, runUrl, beforeRun]);

  // Once, when the page opens (the operator's review): later runs are the viewer's.
  const startOnOpen = useRef(start);
  const autoRun = props.autoRun === true;
  useEffect(() => {
    if (autoRun) void startOnOpen.current();
  }, [autoRun]);

  return { report: newest(props.initialReport, ran), run, start };
}
