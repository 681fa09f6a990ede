"use client";

import { useId } from "react";
import type { TWebhookSettingsView } from "../webhook-settings";
import { useWebhookActions } from "./use-webhook-actions";
import { WebhookDeliveriesTable } from "./webhook-deliveries-table";
import { WebhookEndpointSection } from "./webhook-endpoint-section";
import { WebhookPausedNotice } from "./webhook-paused-notice";
import { WebhookVerifySample } from "./webhook-verify-sample";

/** The webhook URL form, the secret (shown once), a test event and the deliveries with Resend. */
export function WebhookSettingsPanel({ settings }: { settings: TWebhookSettingsView }) {
  const id = useId();
  const actions = useWebhookActions(settings);
  return (
    <div className="flex flex-col gap-10">
      {settings.paused ? (
        <WebhookPausedNotice id={`${id}-paused`} paused={settings.paused} url={settings.url} actions={actions} />
      ) : null}
      <WebhookEndpointSection id={id} settings={settings} actions={actions} />
      <WebhookDeliveriesTable id={`${id}-deliveries`} deliveries={settings.deliveries} actions={actions} />
      <WebhookVerifySample id={`${id}-verify`} />
    </div>
  );
}
