/** SPEC §7: the client's beacon log, POST /_log with level, code and detail. */
export function reportClientLog(level: "debug" | "info" | "warn" | "error", code: string, detail?: string): void {
  const line = { level, code, ...(detail ? { detail: detail.slice(0, 4000) } : {}) };
  // A log line that cannot be sent is dropped: reporting must never fail the page. The API client
  // (and its response schema) loads when a line is sent, not with every page (issue 12).
  import("./api-client")
    .then(({ apiClient }) => apiClient.post("/_log", line, { keepalive: true }))
    .catch(() => undefined);
}
