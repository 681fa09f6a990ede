import { ZClientLog } from "@store/domain/schemas/client-log";
import { logger } from "@/server/logger";
import { route } from "@/server/route";

/** SPEC §7: the client's beacon log, limited per client so it cannot flood the logs. */
export const POST = route({ body: ZClientLog, rateLimit: "clientLogPerIp" }, async ({ body, request }) => {
  logger[body.level]({ client: true, code: body.code, detail: body.detail, ua: request.headers.get("user-agent") });
  return undefined;
});
