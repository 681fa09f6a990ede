import { AppError } from "@store/domain/errors";
import { forwardEnvelope, TUNNEL_LIMIT_BYTES } from "@/features/monitoring/server/forward-envelope";
import { config } from "@/server/config";
import { readBodyBytes } from "@/server/request-body";
import { route } from "@/server/route";

/** SPEC §7: the same-origin tunnel of browsers' error and performance events; not found when reporting is off. */
export const POST = route({ origin: "required" }, async ({ request, log }) => {
  const { SENTRY_DSN } = config();
  if (!SENTRY_DSN) throw new AppError("NOT_FOUND", "error reporting is off");
  return forwardEnvelope(await readBodyBytes(request, TUNNEL_LIMIT_BYTES), SENTRY_DSN, log);
});
