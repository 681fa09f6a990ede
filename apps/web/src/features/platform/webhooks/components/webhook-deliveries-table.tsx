"use client";

import { useRouter } from "next/navigation";
import { useFormatter } from "next-intl";
import { useT } from "@/i18n/use-t";
import { ScrollHint } from "@/ui/scroll-hint";
import type { TWebhookDeliveryView } from "../webhook-settings";
import type { TWebhookActions } from "./use-webhook-actions";
import { webhookButton } from "./webhook-buttons";

const COLUMNS = ["event", "app", "tenant", "status", "attempts", "responseCode", "time", "action"] as const;

/** The latest deliveries, each with Resend, and a button that reads them again. */
export function WebhookDeliveriesTable({
  id,
  deliveries,
  actions,
}: {
  id: string;
  deliveries: TWebhookDeliveryView[];
  actions: TWebhookActions;
}) {
  const t = useT("developerWebhooks");
  const tShell = useT("shell");
  const router = useRouter();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold">
          {t("deliveriesTitle")}
        </h2>
        <button type="button" className={webhookButton} onClick={() => router.refresh()}>
          {t("reload")}
        </button>
      </div>
      {deliveries.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <>
          <ScrollHint text={tShell("scrollHint")} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard */}
          <section className="overflow-x-auto" tabIndex={0} aria-label={t("tableLabel")}>
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-bold">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deliveries.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} actions={actions} />
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}

function DeliveryRow({ delivery, actions }: { delivery: TWebhookDeliveryView; actions: TWebhookActions }) {
  const t = useT("developerWebhooks");
  const format = useFormatter();
  const iso = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <tr
      className="border-b border-line align-top"
      data-delivery-id={delivery.id}
      data-event-id={delivery.eventId}
      data-status={delivery.status}
    >
      <td className="px-3 py-2">
        {t(`events.${delivery.eventType}`)}
        <span className="block font-mono text-xs text-ink-muted [overflow-wrap:anywhere]">{delivery.eventId}</span>
      </td>
      <td className="px-3 py-2 [overflow-wrap:anywhere]">{delivery.appCode ?? "—"}</td>
      <td className="px-3 py-2 [overflow-wrap:anywhere]">{delivery.tenantId ?? "—"}</td>
      <td className="px-3 py-2">
        {/* Issue 31: a delivery that failed and waits to be tried again says so, and when. */}
        <span className="whitespace-nowrap font-bold">
          {delivery.status === "pending" && delivery.attempts > 0 ? t("retrying") : t(`statuses.${delivery.status}`)}
        </span>
        {delivery.status === "pending" && delivery.nextAttemptAt ? (
          <span className="block text-xs text-ink-muted" data-next-attempt="">
            {t("nextAttempt", {
              time: format.dateTime(new Date(delivery.nextAttemptAt), { dateStyle: "short", timeStyle: "medium" }),
            })}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-2" data-attempts>
        {delivery.attempts}
      </td>
      <td className="px-3 py-2">
        {delivery.lastResponseCode ?? (delivery.lastError ? t("noResponse") : "—")}
        {/* The reason of the last failure, as the API gives it (a refused connection, a timeout, …). */}
        {delivery.lastError ? (
          <span className="block max-w-64 font-mono text-xs text-ink-muted [overflow-wrap:anywhere]" data-last-error="">
            {delivery.lastError}
          </span>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium" })}</time>
      </td>
      <td className="px-3 py-2">
        <button
          type="button"
          className={webhookButton}
          disabled={actions.state.pending}
          aria-label={t("resendLabel", { event: delivery.eventId })}
          onClick={() => void actions.resend(delivery)}
        >
          {actions.busy === `resend-${delivery.id}` ? t("resending") : t("resend")}
        </button>
      </td>
    </tr>
  );
}
