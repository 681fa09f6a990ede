import { ZOauthClient, ZOauthClientIdParams, ZUpdateOauthClientRequest } from "@store/domain/schemas/oauth-client";
import { NextResponse } from "next/server";
import { deleteOwnOauthClient, readOauthClient, updateOauthClient } from "@/features/portal/integrations/index.server";
import { route } from "@/server/http/route";

/** One of the provider's clients, its state read at the parent service now (404 for another provider's). */
export const GET = route(
  {
    summary: "One OAuth client, its state read at the parent service now",
    description:
      "Reads the registration at the parent service (RFC 7592) and stores what it answered: `state` is `missing` when the parent service no longer knows the client. Never the secret.",
    tags: ["Developer API"],
    auth: "providerUser",
    params: ZOauthClientIdParams,
    answers: [{ status: 200, description: "The client.", schema: ZOauthClient }],
    errors: ["NOT_FOUND", "UNAVAILABLE"],
  },
  ({ db, principal, params }) => readOauthClient(db, principal, params.clientId),
);

/** Changes the name, redirect URIs or scopes at the parent service, then stores them. */
export const PATCH = route(
  {
    summary: "Changes an OAuth client's name, redirect URIs or scopes",
    description:
      "Fields left out keep their value. Checked as at registration; the parent service's answer is stored. 409 for a client the store did not register.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    params: ZOauthClientIdParams,
    body: ZUpdateOauthClientRequest,
    answers: [{ status: 200, description: "The client as changed.", schema: ZOauthClient }],
    errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE", "UNAVAILABLE"],
  },
  ({ db, principal, params, body, locale, log }) =>
    updateOauthClient(db, principal, params.clientId, body, { locale, log }),
);

/** Deletes the client at the parent service and in the store; 409 while an app or open draft uses it. */
export const DELETE = route(
  {
    summary: "Deletes an OAuth client",
    description:
      "Refused (409, `details.usedBy` naming them) while an app or an open draft uses the client. Otherwise deleted at the parent service (RFC 7592) and in the store.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    params: ZOauthClientIdParams,
    answers: [{ status: 204, description: "Deleted." }],
    errors: ["NOT_FOUND", "CONFLICT", "UNAVAILABLE"],
  },
  async ({ db, principal, params, log }) => {
    await deleteOwnOauthClient(db, principal, params.clientId, { log });
    return new NextResponse(null, { status: 204 });
  },
);
