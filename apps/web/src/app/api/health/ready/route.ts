import { checkDatabase } from "@/server/db";
import { route } from "@/server/http/route";

/**
 * Readiness: 200 once the database answers, 503 while it does not (a load balancer sends no
 * visitors here meanwhile); it answers 200 again once the database is back, without a restart.
 */
export const GET = route(
  {
    summary: "Readiness: 200 once the database answers, 503 while it does not",
    tags: ["System"],
    answers: [{ status: 200, description: '`{ status: "ready" }`.' }],
  },
  async () => {
    await checkDatabase();
    return { status: "ready" };
  },
);
