// SPEC §8 and §9: what the store reports about failures in browsers, and how.

/** SPEC §9 error-reporting settings: replays of 10 % of sessions and of every session with an error. */
export const ERROR_REPORTING = {
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  minReplayDurationMs: 15_000,
  maxReplayDurationMs: 60 * 60_000,
  debug: false,
} as const;

/** The same-origin path browsers send error and performance events to (SPEC §7). */
export const MONITORING_TUNNEL_PATH = "/monitoring";

/** SPEC §8: the two errors about a missing global jQuery helper (Chromium/Firefox and Safari wording). */
export const IGNORED_ERRORS: readonly RegExp[] = [
  /(^|[^\w$])(\$|jQuery) is not defined$/,
  /Can't find variable: (\$|jQuery)$/,
];

/** Errors Next.js throws on purpose to redirect or show the not-found screen: not failures. */
export const FRAMEWORK_CONTROL_ERRORS: readonly RegExp[] = [
  /^NEXT_REDIRECT\b/,
  /^NEXT_HTTP_ERROR_FALLBACK;/,
  /^NEXT_NOT_FOUND$/,
];

const LOAD_FAILED = /^(TypeError: )?Load failed$/;
const MODULE_LOAD_FAILURES = [/Importing a module script failed/, /Return statements are only valid inside functions/];

/**
 * SPEC §8, what an unhandled promise rejection does: 'TypeError: Load failed' (Safari's aborted
 * fetch) is ignored; a module that failed to load is only reported; anything else shows the error
 * screen (and is reported by it).
 */
export function classifyRejection(reason: unknown): "ignore" | "report" | "screen" {
  const text = rejectionText(reason);
  if (LOAD_FAILED.test(text)) return "ignore";
  if (MODULE_LOAD_FAILURES.some((pattern) => pattern.test(text))) return "report";
  return "screen";
}

/** `Name: message` of an Error, the text of anything else. */
export function rejectionText(reason: unknown): string {
  if (reason instanceof Error)
    return reason.name && reason.name !== "Error" ? `${reason.name}: ${reason.message}` : reason.message;
  return typeof reason === "string" ? reason : String(reason);
}

/** The parts of a DSN (`https://key@host/projectId`) the tunnel compares and forwards to. */
export type TDsn = { origin: string; host: string; projectId: string };

export function parseDsn(dsn: string): TDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const projectId = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  if (!/^https?:$/.test(url.protocol) || !url.username || !/^\d+$/.test(projectId)) return null;
  return { origin: url.origin, host: url.host, projectId };
}

/**
 * Where the tunnel forwards an envelope whose header names `envelopeDsn`: the configured
 * service's envelope endpoint when host and project are those of `configuredDsn`, else nothing.
 */
export function tunnelTarget(envelopeDsn: string, configuredDsn: string): string | null {
  const wanted = parseDsn(configuredDsn);
  const asked = parseDsn(envelopeDsn);
  if (!wanted || !asked || asked.host !== wanted.host || asked.projectId !== wanted.projectId) return null;
  const prefix = new URL(configuredDsn).pathname.split("/").filter(Boolean).slice(0, -1).join("/");
  return `${wanted.origin}/${prefix ? `${prefix}/` : ""}api/${wanted.projectId}/envelope/`;
}
