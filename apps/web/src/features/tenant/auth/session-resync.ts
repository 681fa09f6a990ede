import { AUTH_API_PATH } from "@store/domain/sign-in-url";

export type TSessionProbe = "present" | "absent" | "failed";

/** Asks the session endpoint (which refreshes tokens and re-issues the cookie) what it holds now. */
export async function probeSession(fetchImpl: typeof fetch): Promise<{ probe: TSessionProbe; detail?: string }> {
  try {
    const response = await fetchImpl(`${AUTH_API_PATH}/session`, { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return { probe: "failed", detail: `status ${response.status}` };
    const body = (await response.json()) as { user?: unknown; error?: unknown } | null;
    return { probe: body?.user && !body.error ? "present" : "absent" };
  } catch (error) {
    return { probe: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Back online (SPEC §4: the session refetches on offline/online changes): a failure is logged as
 * CLIENT_SESSION_ERROR and the session kept; an ended session is signed out locally; otherwise the
 * provider re-reads it.
 */
export async function resyncSession(deps: {
  fetch: typeof fetch;
  hadSession: boolean;
  update: () => Promise<unknown>;
  signOutLocally: () => Promise<unknown>;
  report: (code: string, detail?: string) => void;
}): Promise<TSessionProbe> {
  const { probe, detail } = await probeSession(deps.fetch);
  if (probe === "failed") deps.report("CLIENT_SESSION_ERROR", detail);
  else if (probe === "absent" && deps.hadSession) await deps.signOutLocally();
  else if (probe === "present") await deps.update();
  return probe;
}
