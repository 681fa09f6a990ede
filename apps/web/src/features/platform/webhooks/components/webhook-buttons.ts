/** The settings page's two button looks. */
export const webhookButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-4 text-sm font-bold hover:bg-canvas disabled:opacity-50";
export const webhookPrimaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50";
