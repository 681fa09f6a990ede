// The looks of the action area's controls, shared by the live and the preview's inert ones.

export const primaryClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-progress";
export const secondaryClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-5 py-2.5 font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-progress";
export const stateClass = "w-full rounded-lg bg-canvas px-5 py-3 text-center font-bold text-ink-muted";
