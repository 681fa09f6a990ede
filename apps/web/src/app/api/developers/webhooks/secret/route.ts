import { rotateWebhookSecret } from "@/features/provider-webhooks/webhook-settings";
import { route } from "@/server/route";

/** Replaces the webhook signing secret; the new one is answered this once. */
export const POST = route({ auth: "providerUser", origin: "required" }, ({ db, principal }) =>
  rotateWebhookSecret(db, principal),
);
