import { ZWebhookUrlBody } from "@store/domain/schemas/provider-webhook";
import { saveWebhookUrl, webhookSettingsOf } from "@/features/platform/webhooks/webhook-settings";
import { route } from "@/server/http/route";

/** The provider's lifecycle webhook URL and its newest deliveries (never the secret). */
export const GET = route(
  {
    summary: "The provider's lifecycle webhook URL and its newest deliveries",
    description:
      "Deliveries of installed, connected, uninstalled, disconnected and test events, newest first, with status, attempts and the last response code. The signing secret is never answered here.",
    tags: ["Developer API"],
    auth: "providerUser",
    answers: [
      {
        status: 200,
        description:
          "`{ url, secretRotatedAt, paused, deliveries: [...] }`; `paused` is `{ at, failures, failingSince, lastError }` while the endpoint is paused because it kept failing, else null. A delivery made while paused has status `held`.",
      },
    ],
  },
  ({ db, principal }) => webhookSettingsOf(db, principal),
);

/**
 * Sets or clears the webhook URL; the signing secret is answered once, when this call made it.
 * Saving a URL resumes a paused endpoint (its held deliveries are sent).
 */
export const PUT = route(
  {
    summary: "Sets or clears (empty `url`) the lifecycle webhook URL",
    description:
      "https only (http only to hosts the store allows for testing). The first save makes the signing secret and answers it this once as `secret`; later saves answer `secret: null`. Saving a URL resumes a paused endpoint (`resumed: true`) and sends its held deliveries.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    body: ZWebhookUrlBody,
    answers: [{ status: 200, description: "`{ url, secret, resumed }`." }],
    errors: ["UNPROCESSABLE"],
  },
  ({ db, principal, body, locale }) => saveWebhookUrl(db, principal, body, { locale }),
);
