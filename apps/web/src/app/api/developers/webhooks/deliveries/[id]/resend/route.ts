import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { resendWebhookDelivery } from "@/features/platform/webhooks/webhook-settings";
import { route } from "@/server/http/route";

/** Sends one of the provider's own deliveries again, with the same event id. */
export const POST = route(
  {
    summary: "Sends one of the provider's deliveries again, with the same event id",
    description:
      "Another provider's delivery answers 404, as one that does not exist. Resends and test events share one limit per provider and one per client address (429 with Retry-After).",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    rateLimit: ["webhookSendPerProvider", "webhookSendPerIp"],
    params: ZRowIdParams,
    answers: [{ status: 200, description: "`{ delivery }`, pending again." }],
    errors: ["NOT_FOUND"],
  },
  ({ db, principal, params }) => resendWebhookDelivery(db, principal, params.id),
);
