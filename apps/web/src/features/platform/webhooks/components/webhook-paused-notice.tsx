"use client";

import { useFormatter } from "next-intl";
import { useT } from "@/i18n/use-t";
import type { TWebhookSettingsView } from "../webhook-settings";
import { webhookPrimaryButton } from "./webhook-buttons";
import type { TWebhookActions } from "./use-webhook-actions";

/** Why the endpoint is paused (it kept failing), and the button that resumes it. */
export function WebhookPausedNotice({
  id,
  paused,
  url,
  actions,
}: {
  id: string;
  paused: NonNullable<TWebhookSettingsView["paused"]>;
  url: string | null;
  actions: TWebhookActions;
}) {
  const t = useT("developerWebhooks");
  const format = useFormatter();
  const at = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border-2 border-danger bg-white p-4"
      data-webhook-paused
    >
      <h2 id={id} className="text-lg font-bold text-danger">
        {t("pausedTitle")}
      </h2>
      <p>
        {t("pausedBody", {
          at: at(paused.at),
          since: at(paused.failingSince ?? paused.at),
          count: paused.failures,
        })}
      </p>
      {paused.lastError ? (
        <p className="text-sm [overflow-wrap:anywhere]">{t("pausedLastError", { error: paused.lastError })}</p>
      ) : null}
      <p className="text-sm text-ink-muted">{t("pausedHeld")}</p>
      <div>
        <button
          type="button"
          className={webhookPrimaryButton}
          onClick={() => void actions.resume()}
          disabled={actions.state.pending || !url}
        >
          {actions.busy === "resume" ? t("resuming") : t("resume")}
        </button>
      </div>
    </section>
  );
}
