"use client";

import { useDialog } from "@/client/dialog-host";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";

/**
 * The sign-in page's action: the login dialog (terms and privacy notice), returning to `callbackUrl`.
 * It waits (disabled) for the page's script, so an early click is not lost.
 */
export function SignInPanel({ callbackUrl, adminRequired }: { callbackUrl: string; adminRequired: boolean }) {
  const t = useT("auth");
  const { openDialog } = useDialog();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => openDialog("login", { callbackUrl, adminRequired })}
      className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-8 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {t("signIn.action")}
    </button>
  );
}
