/** SPEC §7: the client's beacon log, POST /_log with level, code and detail. */
export function reportClientLog(level: "debug" | "info" | "warn" | "error", code: string, detail?: string): void {
  void fetch("/_log", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ level, code, ...(detail ? { detail: detail.slice(0, 4000) } : {}) }),
  }).catch(() => undefined);
}
