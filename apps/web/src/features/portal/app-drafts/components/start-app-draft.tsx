"use client";

import { ZDraftApp, ZDraftAppConflict } from "@store/domain/schemas/draft-app";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { editDraftPath } from "@/paths/developer-paths";
import { ApiError, apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { DRAFT_APPS_API } from "./use-draft-autosave";

/**
 * /developers/apps/{appId}/edit/draft_apps/new for an app without an open draft: creates one from
 * the app's content (POST with appId) and goes to it. When someone opened one meanwhile (409 with
 * that draft), it goes to that one instead.
 */
export function StartAppDraft({ appId }: { appId: number }) {
  const t = useT("draftEditor.start");
  const router = useRouter();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  const start = useCallback(async () => {
    setFailed(null);
    try {
      const draft = ZDraftApp.parse(await apiClient.post(DRAFT_APPS_API, { appId }));
      router.replace(editDraftPath(draft));
    } catch (error) {
      const open =
        error instanceof ApiError && error.status === 409 ? ZDraftAppConflict.safeParse(error.details) : null;
      if (open?.success) router.replace(editDraftPath(open.data.current));
      else setFailed(error instanceof ApiError && error.message ? error.message : t("failed"));
    }
  }, [appId, router, t]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-xl border border-line bg-white p-6"
      data-start-draft={appId}
    >
      {failed === null ? (
        <p>{t("creating")}</p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="font-bold text-danger">{failed}</p>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-brand-600 px-4 font-bold text-white"
            onClick={() => void start()}
          >
            {t("retry")}
          </button>
        </div>
      )}
    </div>
  );
}
