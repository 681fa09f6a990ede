import { ZProviderVoicesPage, ZProviderVoicesQuery } from "@store/domain/schemas/provider-voices";
import { readProviderVoices } from "@/features/portal/voice-replies/index.server";
import { route } from "@/server/http/route";

/** The public user voices about the provider's own apps, newest first, with its replies (issue 28). */
export const GET = route(
  {
    summary: "The public user voices about the provider's own apps, newest first, with the provider's replies",
    description:
      "`appId` keeps one of the provider's apps (another provider's app gives an empty list). Authors appear as on the store: a name or their company only when they chose to show it. `apps` lists the provider's apps that have public voices.",
    tags: ["Developer API"],
    auth: "providerUser",
    query: ZProviderVoicesQuery,
    answers: [
      { status: 200, description: "One page of voices and the apps that have any.", schema: ZProviderVoicesPage },
    ],
  },
  ({ db, principal, query }) => readProviderVoices(db, principal, query),
);
