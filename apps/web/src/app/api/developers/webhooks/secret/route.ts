import { rotateWebhookSecret } from "@/features/platform/webhooks/webhook-settings";
import { route } from "@/server/http/route";

/** Replaces the webhook signing secret; the new one is answered this once. */
export const POST = route(
  {
    summary: "Rotates the webhook signing secret",
    description:
      'Deliveries are signed with the new secret from now on: `X-Store-Signature: v1=<hex HMAC-SHA256 of "<X-Store-Timestamp>.<body>">`. The secret is answered only this once.',
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    answers: [{ status: 200, description: "`{ secret }`." }],
  },
  ({ db, principal }) => rotateWebhookSecret(db, principal),
);
