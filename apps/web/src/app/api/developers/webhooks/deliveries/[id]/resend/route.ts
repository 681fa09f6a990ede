import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { resendWebhookDelivery } from "@/features/provider-webhooks/webhook-settings";
import { route } from "@/server/route";

/** Sends one of the provider's own deliveries again, with the same event id. */
export const POST = route(
  {
    auth: "providerUser",
    origin: "required",
    rateLimit: ["webhookSendPerProvider", "webhookSendPerIp"],
    params: ZRowIdParams,
  },
  ({ db, principal, params }) => resendWebhookDelivery(db, principal, params.id),
);
