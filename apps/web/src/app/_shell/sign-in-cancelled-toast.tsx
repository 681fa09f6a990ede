"use client";

import { SIGN_IN_CANCELLED_PARAM } from "@store/domain/sign-in-url";
import { useEffect } from "react";
import { useToast } from "@/client/toast-host";
import { useT } from "@/i18n/use-t";

/**
 * Issue 31: back on the page after cancelling at the parent service's sign-in or consent page
 * (`?signin=cancelled`, set by the auth route), a toast says so and the address loses the mark.
 */
export function SignInCancelledToast() {
  const t = useT("header");
  const { showToast } = useToast();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(SIGN_IN_CANCELLED_PARAM) !== "cancelled") return;
    url.searchParams.delete(SIGN_IN_CANCELLED_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    showToast(t("signInCancelled"));
  }, [showToast, t]);
  return null;
}
