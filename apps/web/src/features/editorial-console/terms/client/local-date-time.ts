// A datetime-local field holds a wall-clock time without a zone: the browser's own. These turn it
// into the API's ISO time and back, in the browser (the server does not know the viewer's zone).

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** An instant as a datetime-local value in this browser's zone, to the minute. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; null when empty or not a time. */
export function fromLocalInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
