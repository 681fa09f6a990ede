"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/features/errors/error-screen";
import { SiteFooter } from "@/features/shell/site-footer";

/** The error boundary for unexpected errors: reported to the log beacon, shown as SPEC §2 generic. */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    void fetch("/_log", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ level: "error", code: "UNEXPECTED_ERROR", detail: error.digest ?? error.message }),
    }).catch(() => undefined);
  }, [error]);
  return (
    <>
      <main id="main" className="flex-1">
        <ErrorScreen screen="unexpected" />
      </main>
      <SiteFooter variant="error" />
    </>
  );
}
