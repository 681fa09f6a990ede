import { ZWebhookUrlBody } from "@store/domain/schemas/provider-webhook";
import { saveWebhookUrl, webhookSettingsOf } from "@/features/provider-webhooks/webhook-settings";
import { route } from "@/server/route";

/** The provider's lifecycle webhook URL and its newest deliveries (never the secret). */
export const GET = route({ auth: "providerUser" }, ({ db, principal }) => webhookSettingsOf(db, principal));

/**
 * Sets or clears the webhook URL; the signing secret is answered once, when this call made it.
 * Saving a URL resumes a paused endpoint (its held deliveries are sent).
 */
export const PUT = route(
  { auth: "providerUser", origin: "required", body: ZWebhookUrlBody },
  ({ db, principal, body, locale }) => saveWebhookUrl(db, principal, body, { locale }),
);
