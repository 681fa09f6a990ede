import {
  ZOauthClientIdParams,
  ZRotatedOauthClientSecret,
  ZRotateOauthClientSecretRequest,
} from "@store/domain/schemas/oauth-client";
import { rotateOauthClientSecret } from "@/features/portal/integrations/index.server";
import { route } from "@/server/http/route";

/** A new client secret, answered this once; the old one works for `overlapHours` more. */
export const POST = route(
  {
    summary: "Rotates an OAuth client's secret",
    description:
      "The parent service issues a new secret, answered only this once as `clientSecret`. The old secret keeps working until `previousSecretExpiresAt` (`overlapHours`, 0 to 168 hours).",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    params: ZOauthClientIdParams,
    body: ZRotateOauthClientSecretRequest,
    answers: [
      {
        status: 200,
        description: "`{ client, clientSecret, previousSecretExpiresAt }`.",
        schema: ZRotatedOauthClientSecret,
      },
    ],
    errors: ["NOT_FOUND", "CONFLICT", "UNAVAILABLE"],
  },
  ({ db, principal, params, body, log }) => rotateOauthClientSecret(db, principal, params.clientId, body, { log }),
);
