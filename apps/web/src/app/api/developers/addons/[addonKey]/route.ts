import { ZAddon, ZAddonKeyParams, ZUpdateAddonRequest } from "@store/domain/schemas/addon-registration";
import { NextResponse } from "next/server";
import { deleteOwnAddon, readOwnAddon, updateOwnAddon } from "@/features/portal/integrations/index.server";
import { route } from "@/server/http/route";

/** One of the provider's add-ons, its state read at the parent service now (404 for another provider's). */
export const GET = route(
  {
    summary: "One add-on, its state read at the parent service now",
    description:
      "Reads the registration at the parent service and stores what it answered: `state` is `missing` when the parent service no longer knows the add-on. An add-on the store did not register is answered as stored.",
    tags: ["Developer API"],
    auth: "providerUser",
    params: ZAddonKeyParams,
    answers: [{ status: 200, description: "The add-on.", schema: ZAddon }],
    errors: ["NOT_FOUND", "CONFLICT", "UNAVAILABLE"],
  },
  ({ db, principal, params }) => readOwnAddon(db, principal, params.addonKey),
);

/** Changes the name, URL or scopes at the parent service, then stores them. */
export const PATCH = route(
  {
    summary: "Changes an add-on's name, URL or scopes",
    description:
      "Fields left out keep their value. Checked as at registration; the parent service's answer is stored. 409 for an add-on the store did not register.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    params: ZAddonKeyParams,
    body: ZUpdateAddonRequest,
    answers: [{ status: 200, description: "The add-on as changed.", schema: ZAddon }],
    errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE", "UNAVAILABLE"],
  },
  ({ db, principal, params, body, locale, log }) =>
    updateOwnAddon(db, principal, params.addonKey, body, { locale, log }),
);

/** Deletes the add-on at the parent service and in the store; 409 while an app or open draft uses it. */
export const DELETE = route(
  {
    summary: "Deletes an add-on",
    description:
      "Refused (409, `details.usedBy` naming them) while an app or an open draft uses the add-on, and for an add-on the store did not register. Otherwise deleted at the parent service and in the store.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    params: ZAddonKeyParams,
    answers: [{ status: 204, description: "Deleted." }],
    errors: ["NOT_FOUND", "CONFLICT", "UNAVAILABLE"],
  },
  async ({ db, principal, params, log }) => {
    await deleteOwnAddon(db, principal, params.addonKey, { log });
    return new NextResponse(null, { status: 204 });
  },
);
