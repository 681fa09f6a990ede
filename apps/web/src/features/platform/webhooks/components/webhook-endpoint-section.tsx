"use client";

import { useFormatter } from "next-intl";
import { useState } from "react";
import { useT } from "@/i18n/use-t";
import type { TWebhookSettingsView } from "../webhook-settings";
import type { TWebhookActions } from "./use-webhook-actions";
import { webhookButton, webhookPrimaryButton } from "./webhook-buttons";

/** The endpoint: its URL form, rotating the secret, a test event, the outcome, and a new secret (shown once). */
export function WebhookEndpointSection({
  id,
  settings,
  actions,
}: {
  id: string;
  settings: TWebhookSettingsView;
  actions: TWebhookActions;
}) {
  const t = useT("developerWebhooks");
  const format = useFormatter();
  const [url, setUrl] = useState(settings.url ?? "");
  const pending = actions.state.pending;
  return (
    <section aria-labelledby={`${id}-endpoint`} className="flex flex-col gap-4">
      <h2 id={`${id}-endpoint`} className="text-xl font-bold">
        {t("endpointTitle")}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void actions.save(url);
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex grow flex-col gap-1">
          <label htmlFor={id} className="font-bold">
            {t("urlLabel")}
          </label>
          <input
            id={id}
            name="url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.com/store-webhooks"
            aria-describedby={`${id}-hint`}
            className="min-h-11 w-full rounded-lg border border-line px-3"
          />
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {t("urlHint")}
          </p>
        </div>
        <button type="submit" className={webhookPrimaryButton} disabled={pending}>
          {actions.busy === "save" ? t("saving") : t("save")}
        </button>
      </form>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={webhookButton} onClick={actions.rotate} disabled={pending}>
          {t("rotate")}
        </button>
        <button
          type="button"
          className={webhookButton}
          onClick={() => void actions.sendTest()}
          disabled={pending || !settings.url}
        >
          {t("sendTest")}
        </button>
      </div>
      <p className="text-sm text-ink-muted">
        {settings.secretRotatedAt
          ? t("secretRotatedAt", {
              at: format.dateTime(new Date(settings.secretRotatedAt), { dateStyle: "medium", timeStyle: "short" }),
            })
          : t("noSecret")}
      </p>
      <div aria-live="polite" className="flex flex-col gap-2">
        {actions.notice ? <p className="font-bold">{actions.notice}</p> : null}
        {actions.state.message ? (
          <p role="alert" className="font-bold text-danger">
            {actions.state.message}
          </p>
        ) : null}
      </div>
      {actions.secret ? <WebhookSecret secret={actions.secret} actions={actions} /> : null}
    </section>
  );
}

function WebhookSecret({ secret, actions }: { secret: string; actions: TWebhookActions }) {
  const t = useT("developerWebhooks");
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-canvas p-4" data-testid="webhook-secret">
      <p className="font-bold">{t("secretOnce")}</p>
      <code className="break-all font-mono text-sm" data-webhook-secret>
        {secret}
      </code>
      <div>
        <button type="button" className={webhookButton} onClick={actions.copy}>
          {actions.copied ? t("copied") : t("copy")}
        </button>
      </div>
    </div>
  );
}
