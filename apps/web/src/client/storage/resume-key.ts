import { guardedStorage } from "./browser-storage";

/** Where resume-after-sign-in.ts keeps the dialog to open again (session storage). */
export const RESUME_DIALOG_KEY = "hrstore_resume_dialog";

/**
 * Whether a dialog waits to be opened again: a cheap look that lets every page skip loading the
 * parser of that record (and zod with it) when nothing waits, which is nearly always.
 */
export function hasDialogToResume(): boolean {
  return guardedStorage("session").getItem(RESUME_DIALOG_KEY) !== null;
}
