/**
 * Issue 31: over a table wider than a phone's screen, a line saying it scrolls sideways (hidden
 * from `sm` on, where the table fits). The words are the caller's, in the viewer's language.
 */
export function ScrollHint({ text }: { text: string }) {
  return (
    <p className="mb-2 flex items-center gap-1 text-xs text-ink-muted sm:hidden" data-scroll-hint="">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M7 8l-4 4 4 4M17 8l4 4-4 4M3 12h18" />
      </svg>
      {text}
    </p>
  );
}
