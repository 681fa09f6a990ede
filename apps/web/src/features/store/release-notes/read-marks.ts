// What this browser has read of the suite's release notes: their ids, kept as a JSON list.

const MAX_KEPT = 200;

export function readIds(stored: string | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

export function unreadIds(notes: { id: string }[], read: Set<string>): Set<string> {
  return new Set(notes.map((note) => note.id).filter((id) => !read.has(id)));
}

/** The stored value once these notes were shown: the newest ids first, a bounded list. */
export function markRead(read: Set<string>, shown: { id: string }[]): string {
  const ids = [...new Set([...shown.map((note) => note.id), ...read])];
  return JSON.stringify(ids.slice(0, MAX_KEPT));
}
