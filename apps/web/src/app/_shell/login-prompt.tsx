"use client";

import { useSession } from "@/features/tenant/auth/session-context";
import { useEffect } from "react";
import { guardedStorage } from "@/client/storage/browser-storage";
import { useDialog } from "@/client/dialog-host";

const PROMPTED_KEY = "login_prompted";

/**
 * The store suggests signing in unprompted (an unreleased feature, unlocked by permissioning-flag):
 * once per browser tab a visitor gets the blockable login dialog, whose 'do not show this message
 * again' the login dialog keeps in a cookie and honours before opening.
 */
export function LoginPrompt() {
  const { status } = useSession();
  const { openDialog } = useDialog();
  useEffect(() => {
    if (status !== "unauthenticated") return;
    const storage = guardedStorage("session");
    if (storage.getItem(PROMPTED_KEY)) return;
    storage.setItem(PROMPTED_KEY, "1");
    openDialog("login", { blockable: true });
  }, [status, openDialog]);
  return null;
}
