// The store's button looks, shared by dialogs, forms and consoles. Plain strings and a hookless
// component, so server components get the class names themselves (a "use client" module would
// hand them client references instead).

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2 font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-5 py-2 font-bold text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-50";

/** A small spinner for buttons in a loading state. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
    />
  );
}
