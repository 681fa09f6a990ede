import {
  ZOauthClientList,
  ZRegisteredOauthClient,
  ZRegisterOauthClientRequest,
} from "@store/domain/schemas/oauth-client";
import { NextResponse } from "next/server";
import { listOwnOauthClients, registerOauthClient } from "@/features/portal/integrations/index.server";
import { route } from "@/server/http/route";

/** The provider's OAuth clients at the parent service (never a secret nor a registration token). */
export const GET = route(
  {
    summary: "The provider's OAuth clients at the parent service",
    description:
      "Each client with its redirect URIs (the store's own development callback is not listed), registered scopes, its state at the parent service as last read (`active`, `disabled`, `missing`; null for a client the store did not register), and the apps and open drafts that use it. Secrets and registration tokens are never answered here.",
    tags: ["Developer API"],
    auth: "providerUser",
    answers: [{ status: 200, description: "`{ clients: [...] }`.", schema: ZOauthClientList }],
  },
  ({ db, principal }) => listOwnOauthClients(db, principal),
);

/** Registers a client at the parent service (RFC 7591); its secret is answered this once. */
export const POST = route(
  {
    summary: "Registers an OAuth client at the parent service",
    description:
      "Redirect URIs must be https (http on the loopback host only when the store allows it); scopes must be in the parent service's catalogue (`GET /api/developers/scopes`). The store adds its development callback to the registration. The answer carries `clientSecret`, shown this once. 503 when the parent service cannot be reached: nothing is stored.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    body: ZRegisterOauthClientRequest,
    answers: [{ status: 201, description: "`{ client, clientSecret }`.", schema: ZRegisteredOauthClient }],
    errors: ["UNPROCESSABLE", "UNAVAILABLE"],
  },
  async ({ db, principal, body, locale, log }) => {
    const registered = await registerOauthClient(db, principal, body, { locale, log });
    return NextResponse.json(registered, { status: 201 });
  },
);
