import { ZCreateAppProviderRequest, ZCreatedAppProvider } from "@store/domain/schemas/provider";
import { NextResponse } from "next/server";
import { createAppProvider } from "@/features/console/ops-providers/server/create-app-provider";
import { route } from "@/server/http/route";

/** An operator creates an app provider with its first user's invitation (201; the mail is queued). */
export const POST = route(
  {
    summary: "Creates an app provider with its first user's invitation, in one transaction",
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    body: ZCreateAppProviderRequest,
    answers: [{ status: 201, description: "The new provider's id and its first user's.", schema: ZCreatedAppProvider }],
    errors: ["CONFLICT"],
  },
  async ({ db, principal, body }) => NextResponse.json(await createAppProvider(db, principal, body), { status: 201 }),
);
