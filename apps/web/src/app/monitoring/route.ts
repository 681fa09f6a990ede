import { AppError } from "@store/domain/errors";
import { forwardEnvelope, TUNNEL_LIMIT_BYTES } from "@/features/platform/monitoring/server/forward-envelope";
import { config } from "@/server/config";
import { readBodyBytes } from "@/server/http/request-body";
import { route } from "@/server/http/route";

/** SPEC §7: the same-origin tunnel of browsers' error and performance events; not found when reporting is off. */
export const POST = route(
  {
    summary: "The same-origin tunnel of browsers' error and performance envelopes (SPEC §7)",
    description:
      "Only while `SENTRY_DSN` is set (404 otherwise). Forwards a Sentry envelope of at most 1 MB to the configured DSN's host and project, and refuses one for any other (403).",
    tags: ["System"],
    origin: "required",
    errors: ["NOT_FOUND", "PAYLOAD_TOO_LARGE"],
    answers: [
      {
        status: 200,
        description: "Forwarded; a refusal of the reporting service comes back as 429 or 502.",
        mediaType: "application/x-sentry-envelope",
      },
    ],
  },
  async ({ request, log }) => {
    const { SENTRY_DSN } = config();
    if (!SENTRY_DSN) throw new AppError("NOT_FOUND", "error reporting is off");
    return forwardEnvelope(await readBodyBytes(request, TUNNEL_LIMIT_BYTES), SENTRY_DSN, log);
  },
);
