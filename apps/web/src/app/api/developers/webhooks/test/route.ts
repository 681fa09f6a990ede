import { sendTestWebhook } from "@/features/provider-webhooks/webhook-settings";
import { route } from "@/server/route";

/** Queues a `test` event to the provider's webhook URL (422 when none is set). */
export const POST = route(
  { auth: "providerUser", origin: "required", rateLimit: ["webhookSendPerProvider", "webhookSendPerIp"] },
  ({ db, principal }) => sendTestWebhook(db, principal),
);
