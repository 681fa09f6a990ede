"use client";

import { useDialog } from "@/client/dialog-host";
import { useT } from "@/i18n/use-t";

/** The sign-in page's action: the login dialog (terms and privacy notice), returning to `callbackUrl`. */
export function SignInPanel({ callbackUrl, adminRequired }: { callbackUrl: string; adminRequired: boolean }) {
  const t = useT("auth");
  const { openDialog } = useDialog();
  return (
    <button
      type="button"
      onClick={() => openDialog("login", { callbackUrl, adminRequired })}
      className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-8 py-3 font-bold text-white hover:bg-brand-700"
    >
      {t("signIn.action")}
    </button>
  );
}
