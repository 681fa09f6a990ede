import { sendTestWebhook } from "@/features/platform/webhooks/webhook-settings";
import { route } from "@/server/http/route";

/** Queues a `test` event to the provider's webhook URL (422 when none is set). */
export const POST = route(
  {
    summary: "Queues a `test` event to the webhook URL (its body's `app` and `tenant` are null)",
    description:
      "Test events and resends share one limit per provider and one per client address (429 with Retry-After).",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    rateLimit: ["webhookSendPerProvider", "webhookSendPerIp"],
    answers: [{ status: 200, description: "`{ delivery }`, pending." }],
    errors: ["UNPROCESSABLE"],
  },
  ({ db, principal }) => sendTestWebhook(db, principal),
);
