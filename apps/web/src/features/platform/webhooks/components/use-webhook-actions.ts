"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import type { TWebhookDeliveryView, TWebhookSettingsView } from "../webhook-settings";

const API = "/api/developers/webhooks";

/** Which action is running: its button says so, and every button waits for it. */
export type TWebhookAction = "save" | "rotate" | "test" | "resume" | `resend-${number}`;

/**
 * The settings page's actions: save the URL, rotate the secret (shown once), send a test event,
 * resend a delivery and resume a paused endpoint. One runs at a time; its outcome is said in
 * `notice`, a refusal in `state.message` (the server's words, else the page's own), and the page
 * is read again after each.
 */
export function useWebhookActions(settings: TWebhookSettingsView) {
  const t = useT("developerWebhooks");
  const router = useRouter();
  const { state, run } = useApiForm({ unexpected: t("failed"), shows: "anyMessage" });
  const [running, setRunning] = useState<TWebhookAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const act = async (what: TWebhookAction, action: () => Promise<string>) => {
    if (state.pending) return;
    setRunning(what);
    setNotice(null);
    const said = await run(action);
    setRunning(null);
    if (said === undefined) return;
    setNotice(said);
    router.refresh();
  };

  const showSecret = (value: string) => {
    setSecret(value);
    setCopied(false);
  };

  return {
    state,
    /** The running action, or null. */
    busy: state.pending ? running : null,
    notice,
    secret,
    copied,
    save: (url: string) =>
      act("save", async () => {
        const answer = await apiClient.put<{ url: string | null; secret: string | null }>(API, { url });
        if (answer.secret) showSecret(answer.secret);
        return t("saved");
      }),
    rotate: () => {
      if (!window.confirm(t("rotateConfirm"))) return;
      void act("rotate", async () => {
        showSecret((await apiClient.post<{ secret: string }>(`${API}/secret`)).secret);
        return t("rotated");
      });
    },
    sendTest: () =>
      act("test", async () => {
        await apiClient.post(`${API}/test`);
        return t("testQueued");
      }),
    resend: (delivery: TWebhookDeliveryView) =>
      act(`resend-${delivery.id}`, async () => {
        await apiClient.post(`${API}/deliveries/${delivery.id}/resend`);
        return t("resendQueued");
      }),
    // Resuming is saving the URL again (the settings route resumes a paused endpoint).
    resume: () =>
      act("resume", async () => {
        await apiClient.put(API, { url: settings.url ?? "" });
        return t("resumed");
      }),
    copy: () => {
      if (!secret) return;
      void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
    },
  };
}

export type TWebhookActions = ReturnType<typeof useWebhookActions>;
