"use client";

import { useRouter } from "next/navigation";
import { useFormatter } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { ApiError, apiClient } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";
import type { TWebhookDeliveryView, TWebhookSettingsView } from "../webhook-settings";

const API = "/api/developers/webhooks";
const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-4 text-sm font-bold hover:bg-canvas disabled:opacity-50";
const primary =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50";

const VERIFY_SAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a string)
function verify(rawBody, headers, secret) {
  const timestamp = headers["x-store-timestamp"];
  const expected = "v1=" + createHmac("sha256", secret)
    .update(\`\${timestamp}.\${rawBody}\`).digest("hex");
  const given = headers["x-store-signature"] ?? "";
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`;

function errorText(caught: unknown, fallback: string): string {
  return caught instanceof ApiError && caught.message ? caught.message : fallback;
}

/** The webhook URL form, the secret (shown once), a test event and the deliveries with Resend. */
export function WebhookSettingsPanel({ settings }: { settings: TWebhookSettingsView }) {
  const t = useT("developerWebhooks");
  const format = useFormatter();
  const router = useRouter();
  const urlId = useId();
  const [url, setUrl] = useState(settings.url ?? "");
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const run = async (what: string, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    setError(null);
    setNotice(null);
    try {
      await action();
      router.refresh();
    } catch (caught) {
      setError(errorText(caught, t("failed")));
    } finally {
      setBusy(null);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run("save", async () => {
      const answer = await apiClient.put<{ url: string | null; secret: string | null }>(API, { url });
      if (answer.secret) {
        setSecret(answer.secret);
        setCopied(false);
      }
      setNotice(t("saved"));
    });
  };
  const rotate = () => {
    if (!window.confirm(t("rotateConfirm"))) return;
    void run("rotate", async () => {
      const answer = await apiClient.post<{ secret: string }>(`${API}/secret`);
      setSecret(answer.secret);
      setCopied(false);
      setNotice(t("rotated"));
    });
  };
  const sendTest = () =>
    void run("test", async () => {
      await apiClient.post(`${API}/test`);
      setNotice(t("testQueued"));
    });
  const resend = (delivery: TWebhookDeliveryView) =>
    void run(`resend-${delivery.id}`, async () => {
      await apiClient.post(`${API}/deliveries/${delivery.id}/resend`);
      setNotice(t("resendQueued"));
    });
  // Resuming is saving the URL again (the settings route resumes a paused endpoint).
  const resume = () =>
    void run("resume", async () => {
      await apiClient.put(API, { url: settings.url ?? "" });
      setNotice(t("resumed"));
    });
  const copy = () => {
    if (!secret) return;
    void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
  };

  const time = (iso: string | null) =>
    iso ? (
      <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium" })}</time>
    ) : (
      "—"
    );

  const paused = settings.paused;
  const at = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="flex flex-col gap-10">
      {paused ? (
        <section
          aria-labelledby={`${urlId}-paused`}
          className="flex flex-col gap-3 rounded-lg border-2 border-danger bg-white p-4"
          data-webhook-paused
        >
          <h2 id={`${urlId}-paused`} className="text-lg font-bold text-danger">
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
            <button type="button" className={primary} onClick={resume} disabled={busy !== null || !settings.url}>
              {busy === "resume" ? t("resuming") : t("resume")}
            </button>
          </div>
        </section>
      ) : null}
      <section aria-labelledby={`${urlId}-endpoint`} className="flex flex-col gap-4">
        <h2 id={`${urlId}-endpoint`} className="text-xl font-bold">
          {t("endpointTitle")}
        </h2>
        <form onSubmit={save} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex grow flex-col gap-1">
            <label htmlFor={urlId} className="font-bold">
              {t("urlLabel")}
            </label>
            <input
              id={urlId}
              name="url"
              type="url"
              inputMode="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://example.com/store-webhooks"
              aria-describedby={`${urlId}-hint`}
              className="min-h-11 w-full rounded-lg border border-line px-3"
            />
            <p id={`${urlId}-hint`} className="text-sm text-ink-muted">
              {t("urlHint")}
            </p>
          </div>
          <button type="submit" className={primary} disabled={busy !== null}>
            {busy === "save" ? t("saving") : t("save")}
          </button>
        </form>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={button} onClick={rotate} disabled={busy !== null}>
            {t("rotate")}
          </button>
          <button type="button" className={button} onClick={sendTest} disabled={busy !== null || !settings.url}>
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
          {notice ? <p className="font-bold">{notice}</p> : null}
          {error ? (
            <p role="alert" className="font-bold text-danger">
              {error}
            </p>
          ) : null}
        </div>
        {secret ? (
          <div className="flex flex-col gap-2 rounded-lg border border-line bg-canvas p-4" data-testid="webhook-secret">
            <p className="font-bold">{t("secretOnce")}</p>
            <code className="break-all font-mono text-sm" data-webhook-secret>
              {secret}
            </code>
            <div>
              <button type="button" className={button} onClick={copy}>
                {copied ? t("copied") : t("copy")}
              </button>
            </div>
          </div>
        ) : null}
      </section>

      <section aria-labelledby={`${urlId}-deliveries`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${urlId}-deliveries`} className="text-xl font-bold">
            {t("deliveriesTitle")}
          </h2>
          <button type="button" className={button} onClick={() => router.refresh()}>
            {t("reload")}
          </button>
        </div>
        {settings.deliveries.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
          <section className="overflow-x-auto" tabIndex={0} aria-label={t("tableLabel")}>
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  {(["event", "app", "tenant", "status", "attempts", "responseCode", "time", "action"] as const).map(
                    (column) => (
                      <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-bold">
                        {t(`columns.${column}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {settings.deliveries.map((delivery) => (
                  <tr
                    key={delivery.id}
                    className="border-b border-line align-top"
                    data-delivery-id={delivery.id}
                    data-event-id={delivery.eventId}
                    data-status={delivery.status}
                  >
                    <td className="px-3 py-2">
                      {t(`events.${delivery.eventType}`)}
                      <span className="block font-mono text-xs text-ink-muted [overflow-wrap:anywhere]">
                        {delivery.eventId}
                      </span>
                    </td>
                    <td className="px-3 py-2 [overflow-wrap:anywhere]">{delivery.appCode ?? "—"}</td>
                    <td className="px-3 py-2 [overflow-wrap:anywhere]">{delivery.tenantId ?? "—"}</td>
                    <td className="whitespace-nowrap px-3 py-2 font-bold">{t(`statuses.${delivery.status}`)}</td>
                    <td className="px-3 py-2" data-attempts>
                      {delivery.attempts}
                    </td>
                    <td className="px-3 py-2">
                      {delivery.lastResponseCode ?? (delivery.lastError ? t("noResponse") : "—")}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {time(delivery.lastAttemptAt ?? delivery.createdAt)}
                    </td>
                    <td className="px-3 py-2">
                      <button
                        type="button"
                        className={button}
                        disabled={busy !== null}
                        aria-label={t("resendLabel", { event: delivery.eventId })}
                        onClick={() => resend(delivery)}
                      >
                        {busy === `resend-${delivery.id}` ? t("resending") : t("resend")}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>

      <section aria-labelledby={`${urlId}-verify`} className="flex flex-col gap-3">
        <h2 id={`${urlId}-verify`} className="text-xl font-bold">
          {t("verifyTitle")}
        </h2>
        <p>{t("verifyBody", { signedText: "<timestamp>.<body>" })}</p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling sample must be reachable by keyboard */}
        <section className="overflow-x-auto rounded-lg bg-canvas p-4" tabIndex={0} aria-label={t("verifyTitle")}>
          <pre className="text-xs">
            <code>{VERIFY_SAMPLE}</code>
          </pre>
        </section>
      </section>
    </div>
  );
}
