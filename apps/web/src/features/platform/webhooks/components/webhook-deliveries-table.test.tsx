import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import en from "../../../../../messages/en-us.json";
import ja from "../../../../../messages/ja.json";
import { PublicConfigProvider } from "@/server/public/public-config-context";
import type { TPublicConfig } from "@/server/public/public-config";
import type { TWebhookDeliveryView } from "../webhook-settings";
import type { TWebhookActions } from "./use-webhook-actions";
import { WebhookDeliveriesTable } from "./webhook-deliveries-table";

// The webhook history as a provider reads it (issue 31): a delivery that failed and waits to be
// tried again says so and when, and the last failure's reason shows as the API gives it.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));

const RETRYING: TWebhookDeliveryView = {
  id: 5,
  eventId: "evt_retry",
  eventType: "uninstalled",
  appCode: "tokiwa-zangyo",
  tenantId: "t-aozora",
  status: "pending",
  attempts: 3,
  lastResponseCode: null,
  lastError: "connect ECONNREFUSED 203.0.113.7:443",
  lastAttemptAt: "2026-12-06T01:00:00.000Z",
  // 10:04:00 in Japan.
  nextAttemptAt: "2026-12-06T01:04:00.000Z",
  createdAt: "2026-12-06T00:58:00.000Z",
};

/** The store's public configuration as the page frame hands it down (names in messages). */
const CONFIG = { storeName: "Test Store", suiteName: "HR Suite" } as TPublicConfig;

function render(locale: "ja" | "en-us", deliveries: TWebhookDeliveryView[]): string {
  const actions = { state: { pending: false }, busy: null, resend: async () => {} } as unknown as TWebhookActions;
  return renderToStaticMarkup(
    <PublicConfigProvider value={CONFIG}>
      <NextIntlClientProvider locale={locale} messages={locale === "ja" ? ja : en} timeZone="Asia/Tokyo">
        <WebhookDeliveriesTable id="deliveries" deliveries={deliveries} actions={actions} />
      </NextIntlClientProvider>
    </PublicConfigProvider>,
  );
}

describe("the webhook history", () => {
  it("says a failed delivery waits to be tried again, when, and why it failed", () => {
    const html = render("ja", [RETRYING]);
    expect(html).toContain("再送待ち");
    expect(html).toMatch(/data-next-attempt="">次の送信：2026\/12\/06 10:04:00</);
    expect(html).toContain("応答なし");
    expect(html).toContain('data-last-error="">connect ECONNREFUSED 203.0.113.7:443<');
  });

  it("reads in English, and a delivery that succeeded shows no retry", () => {
    const html = render("en-us", [
      RETRYING,
      {
        ...RETRYING,
        id: 6,
        eventId: "evt_ok",
        status: "succeeded",
        attempts: 1,
        lastError: null,
        lastResponseCode: 204,
        nextAttemptAt: null,
      },
    ]);
    expect(html).toContain("Retrying");
    expect(html).toContain("Next attempt: 12/6/26, 10:04:00 AM");
    expect(html.match(/data-next-attempt/g)).toHaveLength(1);
    expect(html).toContain(">Succeeded<");
  });
});
