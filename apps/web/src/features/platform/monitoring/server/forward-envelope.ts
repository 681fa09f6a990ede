import "server-only";
import { AppError } from "@store/domain/errors";
import { tunnelTarget } from "@store/domain/monitoring";
import type { Logger } from "pino";

/** An envelope larger than this (a long replay segment) is refused; the SDK sends smaller ones. */
export const TUNNEL_LIMIT_BYTES = 1024 * 1024;
const FORWARD_TIMEOUT_MS = 10_000;

/** The `dsn` named by an envelope's first line (its JSON header), or "" when it names none. */
function envelopeDsn(envelope: Uint8Array): string {
  const end = envelope.indexOf(10);
  const header = new TextDecoder().decode(end === -1 ? envelope : envelope.subarray(0, end));
  try {
    const parsed: unknown = JSON.parse(header);
    if (parsed && typeof parsed === "object" && "dsn" in parsed && typeof parsed.dsn === "string") return parsed.dsn;
  } catch {
    // Not an envelope: refused below like a foreign one.
  }
  return "";
}

/**
 * The /monitoring tunnel (SPEC §7): an envelope goes on to the configured reporting service only
 * when it names that service's host and project (403 otherwise), so the store cannot be used to
 * post to anyone else. Answers with the service's status.
 */
export async function forwardEnvelope(envelope: Uint8Array<ArrayBuffer>, configuredDsn: string, log: Logger) {
  const dsn = envelopeDsn(envelope);
  const target = tunnelTarget(dsn, configuredDsn);
  if (!target) throw new AppError("FORBIDDEN", "envelope for another reporting project refused");
  let answer: Response;
  try {
    answer = await fetch(target, {
      method: "POST",
      body: envelope,
      headers: { "content-type": "application/x-sentry-envelope" },
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
  } catch (error) {
    log.warn({ err: error }, "the error-reporting service did not answer");
    throw new AppError("UNAVAILABLE", "the error-reporting service did not answer", { retryAfterSeconds: 60 });
  }
  await answer.body?.cancel();
  return new Response(null, { status: answer.ok ? 200 : answer.status === 429 ? 429 : 502 });
}
