// A release is stored as an ISO time; the editor shows and takes its day in the viewer's time zone.

/** The day of a stored release time, in the viewer's time zone (an `<input type=date>` value). */
export function dateOfRelease(iso: string): string {
  const at = new Date(iso);
  if (iso === "" || Number.isNaN(at.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The start of that day in the viewer's time zone, as the ISO time the content stores. */
export function releaseOfDate(day: string): string {
  const at = new Date(`${day}T00:00:00`);
  return day === "" || Number.isNaN(at.getTime()) ? "" : at.toISOString();
}
