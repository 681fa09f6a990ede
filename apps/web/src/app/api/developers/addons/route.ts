import { ZAddon, ZAddonList, ZRegisterAddonRequest } from "@store/domain/schemas/addon-registration";
import { NextResponse } from "next/server";
import { listOwnAddons, registerOwnAddon } from "@/features/portal/integrations/index.server";
import { route } from "@/server/http/route";

/** The provider's add-ons at the parent service (never a registration token). */
export const GET = route(
  {
    summary: "The provider's add-ons at the parent service",
    description:
      "Each add-on with its key at the parent service (what an install or labs app names as `content.integration.addonKey`), its URL, registered scopes, its state at the parent service as last read (`active`, `disabled`, `missing`; null for an add-on the store did not register), and the apps and open drafts that use it. Registration tokens are never answered.",
    tags: ["Developer API"],
    auth: "providerUser",
    answers: [{ status: 200, description: "`{ addons: [...] }`.", schema: ZAddonList }],
  },
  ({ db, principal }) => listOwnAddons(db, principal),
);

/** Registers an add-on at the parent service. */
export const POST = route(
  {
    summary: "Registers an add-on at the parent service",
    description:
      "The URL must be https (http on the loopback host only when the store allows it); scopes must be among those the parent service's catalogue allows install or labs apps (`GET /api/developers/scopes`, `integrationTypes`). 503 when the parent service cannot be reached: nothing is stored.",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    body: ZRegisterAddonRequest,
    answers: [{ status: 201, description: "The add-on.", schema: ZAddon }],
    errors: ["UNPROCESSABLE", "UNAVAILABLE"],
  },
  async ({ db, principal, body, locale, log }) => {
    const registered = await registerOwnAddon(db, principal, body, { locale, log });
    return NextResponse.json(registered, { status: 201 });
  },
);
