import { z } from "zod";
import { logger } from "@/server/logger";
import { route } from "@/server/route";

const ZClientLog = z.object({
  level: z.enum(["debug", "info", "warn", "error"]),
  code: z.string().max(100),
  detail: z.string().max(4000).optional(),
});

/** SPEC §7: the client's beacon log, limited per client so it cannot flood the logs. */
export const POST = route({ body: ZClientLog, rateLimit: "clientLogPerIp" }, async ({ body, request }) => {
  logger[body.level]({ client: true, code: body.code, detail: body.detail, ua: request.headers.get("user-agent") });
  return undefined;
});
