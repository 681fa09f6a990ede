"use client";

import { useCallback, useState } from "react";
import { startSignIn } from "./sign-in-fallback";
import { returnPathOf, SUITE_PROVIDER_ID } from "@store/domain/sign-in-url";

/**
 * Starts sign-in with the parent service and reports its state: loading from the press until the
 * browser leaves for the suite's sign-in page; failed when it could not start.
 */
export function useSuiteSignIn() {
  const [status, setStatus] = useState<"idle" | "loading" | "failed">("idle");

  const start = useCallback(async (callbackUrl?: string) => {
    setStatus("loading");
    try {
      // next-auth's client loads on the press: pages that are only read never fetch it (issue 12).
      // biome-ignore lint/style/noRestrictedImports: the one place its sign-in start is needed
      const { getProviders, signIn } = await import("next-auth/react");
      await startSignIn(
        { providerId: SUITE_PROVIDER_ID, callbackUrl: callbackUrl ?? returnPathOf(window.location) },
        { loadProviders: getProviders, signIn, navigate: (url) => window.location.assign(url) },
      );
    } catch {
      setStatus("failed");
    }
  }, []);

  return { status, loading: status === "loading", failed: status === "failed", start };
}
