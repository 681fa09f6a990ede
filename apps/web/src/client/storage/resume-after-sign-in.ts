import { DIALOG_KINDS, type TDialogKind } from "@store/domain/enums";
import { z } from "zod";
import { guardedStorage } from "./browser-storage";
import { RESUME_DIALOG_KEY as KEY } from "./resume-key";

// A session that ended during an action sends the user through the parent service's sign-in,
// which leaves the page. The dialog they were in, with what they had chosen (the app, the ticked
// terms box, the typed e-mail), is kept for the visit and opened again when they come back to the
// same page. Where session storage is blocked nothing is kept: they start the dialog again.

/** A sign-in that takes longer than this is a new visit: the dialog is not opened again. */
export const RESUME_MAX_AGE_MS = 30 * 60 * 1000;

export const ZResumeDialog = z.object({
  kind: z.enum(DIALOG_KINDS),
  props: z.record(z.string(), z.unknown()),
  /** The page (path and query) the dialog opens on again; sign-in returns there. */
  path: z.string().startsWith("/"),
});
export type TResumeDialog = z.infer<typeof ZResumeDialog>;

const ZStored = ZResumeDialog.extend({ savedAt: z.number() });

export function rememberDialogForSignIn(dialog: TResumeDialog, now = Date.now()): void {
  guardedStorage("session").setItem(KEY, JSON.stringify({ ...dialog, savedAt: now }));
}

/** The dialog to open again on this page, once: taking it forgets it. */
export function takeDialogToResume(
  path: string,
  now = Date.now(),
): { kind: TDialogKind; props: Record<string, unknown> } | null {
  const storage = guardedStorage("session");
  const raw = storage.getItem(KEY);
  if (raw === null) return null;
  let stored: z.infer<typeof ZStored> | null = null;
  try {
    const parsed = ZStored.safeParse(JSON.parse(raw));
    stored = parsed.success ? parsed.data : null;
  } catch {
    stored = null;
  }
  // Kept for another page: it stays until that page or a newer dialog takes its place.
  if (stored && stored.path !== path && now - stored.savedAt <= RESUME_MAX_AGE_MS) return null;
  storage.removeItem(KEY);
  if (!stored || now - stored.savedAt > RESUME_MAX_AGE_MS) return null;
  return { kind: stored.kind, props: stored.props };
}
