import { NextResponse } from "next/server";
import { z } from "zod";
import { finishDevelopmentInstall } from "@/features/portal/development-installs/server/finish-development-install";
import { DEVELOPMENT_INSTALL_COOKIE } from "@/features/portal/development-installs/server/install-state";
import { DEVELOPMENT_CALLBACK_PATH } from "@/paths/developer-paths";
import { config } from "@/server/config";
import { route } from "@/server/http/route";

const ZCallbackQuery = z.object({
  state: z.string().max(4000).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(2000).optional(),
});

/**
 * Where the parent service sends the browser after a development or review installation's consent
 * (issue 27). Open to every caller: the signed state and the browser's nonce cookie decide.
 */
export const GET = route(
  {
    summary: "Finishes a development or review installation (the parent service's redirect)",
    description:
      "The browser returns here from the parent service's consent page. With a valid state (signed by the store, bound to the browser that started it, 15 minutes) the grant is read from the parent service and kept; the browser is sent back to the draft or the review with `development_install=installed|cancelled|failed|expired`.",
    tags: ["Developer API"],
    query: ZCallbackQuery,
    answers: [{ status: 302, description: "Back to the draft editor or the review page." }],
  },
  async ({ db, query, request, log }) => {
    const nonce = request.cookies.get(DEVELOPMENT_INSTALL_COOKIE)?.value;
    const { returnTo, outcome } = await finishDevelopmentInstall(db, { query, nonce, now: new Date(), log });
    const target = new URL(returnTo, config().BASE_URL);
    target.searchParams.set("development_install", outcome);
    const response = NextResponse.redirect(target, 302);
    response.cookies.set(DEVELOPMENT_INSTALL_COOKIE, "", { path: DEVELOPMENT_CALLBACK_PATH, maxAge: 0 });
    return response;
  },
);
