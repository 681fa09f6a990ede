/** Issue 28: where a tenant user writes (or edits) their voice about an app; the page decides who may. */
export function voiceWritingPath(code: string): string {
  return `/apps/${encodeURIComponent(code)}/voices/mine`;
}
