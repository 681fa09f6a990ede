import { ZScopeCatalogueView } from "@store/domain/schemas/oauth-client";
import { scopeCatalogueView } from "@/features/portal/integrations/index.server";
import { route } from "@/server/http/route";

/** The parent service's permission catalogue in the viewer's language. */
export const GET = route(
  {
    summary: "The parent service's scopes, in the viewer's language",
    description:
      "Every scope with its label and one-line description, and which scopes each integration type may ask for. Read from the parent service (kept 5 minutes); 503 when it was never read.",
    tags: ["Developer API"],
    auth: "providerUser",
    answers: [
      { status: 200, description: "`{ version, scopes: [...], integrationTypes }`.", schema: ZScopeCatalogueView },
    ],
    errors: ["UNAVAILABLE"],
  },
  ({ locale }) => scopeCatalogueView(locale),
);
