import { ZCreateAppProviderRequest } from "@store/domain/schemas/provider";
import { NextResponse } from "next/server";
import { createAppProvider } from "@/features/ops-providers/server/create-app-provider";
import { route } from "@/server/route";

/** An operator creates an app provider with its first user's invitation (201; the mail is queued). */
export const POST = route(
  { auth: "operator", origin: "required", body: ZCreateAppProviderRequest },
  async ({ db, principal, body }) => NextResponse.json(await createAppProvider(db, principal, body), { status: 201 }),
);
